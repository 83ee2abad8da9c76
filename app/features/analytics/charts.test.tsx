import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { BarChart, TotalsChart } from "./charts.tsx";

const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-11-0${i + 1}`);

describe("BarChart", () => {
  it("draws one bar a point, scaled to the highest, with a summary for screen readers", () => {
    const html = renderToStaticMarkup(<BarChart title="Page views" labels={days(3)} series={[{ label: "Page views", values: [2, 0, 4] }]} />);
    expect(html).toContain('role="img"');
    expect(html).toContain("<title");
    expect(html).toContain("Page views: 6 in all, from 2026-11-01 to 2026-11-03, highest 4.");
    const heights = [...html.matchAll(/<rect [^>]*height="(\d+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(3);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBe(2 * heights[0]!);
    // One series: no legend to read.
    expect(html).not.toContain("chart-legend");
  });

  it("draws both series side by side, in the palette's colours, with a legend naming them (issue 48)", () => {
    const html = renderToStaticMarkup(
      <BarChart
        title="Visitors and page views"
        labels={days(2)}
        series={[
          { label: "Visitors", values: [1, 2] },
          { label: "Page views", values: [3, 5] },
        ]}
      />,
    );
    const bars = [...html.matchAll(/<rect [^>]*class="([^"]+)"/g)].map((m) => m[1]);
    expect(bars).toEqual(["fill-brand", "fill-accent", "fill-brand", "fill-accent"]);
    expect(html).toContain('data-testid="chart-legend"');
    expect(html).toMatch(/bg-brand[^>]*><\/span>Visitors/);
    expect(html).toMatch(/bg-accent[^>]*><\/span>Page views/);
    expect(html).toContain("Visitors and page views: Visitors 3 in all, Page views 8 in all");
    // No colour of its own: no hex, rgb or named fill.
    expect(html).not.toMatch(/fill="|#[0-9a-f]{3,6}\b/i);
  });

  it("labels are HTML text, not SVG text (which a phone-wide drawing shrank to 6 px)", () => {
    const html = renderToStaticMarkup(<BarChart title="Revenue" unit="$" labels={days(2)} series={[{ label: "Revenue", values: [1500, 997] }]} />);
    expect(html).not.toContain("<text");
    expect(html).toContain("$1,500</p>");
    expect(html).toContain("<span>2026-11-01</span><span>2026-11-02</span>");
  });
});

describe("TotalsChart", () => {
  it("draws one bar per item, longest first, each with its label and number", () => {
    const html = renderToStaticMarkup(
      <TotalsChart
        title="Leads by form"
        items={[
          { label: "Contact", value: 2 },
          { label: "Chat", value: 4 },
          { label: "Portfolio", value: 0 },
        ]}
      />,
    );
    expect([...html.matchAll(/<li[^>]*><span class="truncate">([^<]+)</g)].map((m) => m[1])).toEqual(["Chat", "Contact", "Portfolio"]);
    expect([...html.matchAll(/width:(\d+)%/g)].map((m) => Number(m[1]))).toEqual([100, 50, 0]);
  });
});
