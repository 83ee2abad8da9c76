import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { insights as published } from "virtual:insights";
import { INSIGHTS } from "#app/config/insights.ts";
import { relatedInsights } from "./related.ts";
import { ReadNext } from "./read-next.tsx";

describe("'Read next' with the published insights (issue 24)", () => {
  it.each(published.map((i) => [i.slug, i] as const))("%s: two or three others, its category's first", (_, insight) => {
    const chosen = relatedInsights(insight, published, INSIGHTS.readNextMax);
    expect(chosen.length).toBeGreaterThanOrEqual(2);
    expect(chosen.length).toBeLessThanOrEqual(3);
    expect(chosen.map((i) => i.slug)).not.toContain(insight.slug);
    const sameAvailable = published.filter((i) => i.slug !== insight.slug && i.category === insight.category).length;
    const leading = chosen.slice(0, Math.min(sameAvailable, chosen.length));
    expect(leading.every((i) => i.category === insight.category)).toBe(true);
  });

  it("is drawn from the index alone: links, titles, thumbnails, no article read and no script", async () => {
    const reads = vi.fn();
    const { articles } = await import("virtual:insights");
    for (const slug of Object.keys(articles)) {
      const load = articles[slug]!;
      articles[slug] = () => (reads(slug), load());
    }
    const chosen = relatedInsights(published[0]!, published, INSIGHTS.readNextMax);
    const html = renderToString(<ReadNext insights={chosen} />);
    expect(reads).not.toHaveBeenCalled();
    expect(html).toContain('aria-labelledby="insight-read-next-heading"');
    expect(html).toContain(">Read next</h2>");
    for (const i of chosen) {
      expect(html).toContain(`href="/insights/${i.slug}"`);
      expect(html).toContain(i.title.replaceAll("'", "&#x27;"));
    }
    expect(html).not.toMatch(/<script|data-enhance/);
    expect(renderToString(<ReadNext insights={[]} />)).toBe("");
  });
});
