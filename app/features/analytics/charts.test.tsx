import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { BarChart } from "./charts";

const days = (values: number[]) => values.map((value, i) => ({ label: `2026-11-0${i + 1}`, value }));

describe("BarChart", () => {
  it("draws one bar a point, scaled to the highest, with a summary for screen readers", () => {
    const html = renderToStaticMarkup(<BarChart title="Page views" points={days([2, 0, 4])} />);
    expect(html).toContain('role="img"');
    expect(html).toContain("<title");
    expect(html).toContain("Page views: 6 in all, from 2026-11-01 to 2026-11-03, highest 4.");
    const heights = [...html.matchAll(/<rect [^>]*height="(\d+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(3);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBe(2 * heights[0]!);
  });

  it("labels are HTML text, not SVG text (which a phone-wide drawing shrank to 6 px)", () => {
    const html = renderToStaticMarkup(<BarChart title="Revenue" unit="$" points={days([1500, 997])} />);
    expect(html).not.toContain("<text");
    expect(html).toContain("$1,500</p>");
    expect(html).toContain("<span>2026-11-01</span><span>2026-11-02</span>");
  });

  it("a period with nothing in it says so instead of drawing an empty frame", () => {
    const html = renderToStaticMarkup(<BarChart title="Leads" points={days([0, 0])} />);
    expect(html).not.toContain("<svg");
    expect(html).toContain("Leads: none from 2026-11-01 to 2026-11-02.");
  });
});
