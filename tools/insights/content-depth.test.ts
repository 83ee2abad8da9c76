import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { insightCategories } from "#content/insights/categories.ts";
import { loadInsights } from "./load-insights.ts";

/**
 * The Insights as the owner publishes them (issue 24): every category has something to read
 * (none answers 'No insights found'), each under its own title. Read with the build's own
 * loader (./load-insights.ts); every article's length (at least 1,200 words, as the build counts
 * them) is checked with the published insights in ./front-matter.test.ts.
 */
const insights = loadInsights(fileURLToPath(new URL("../../content/insights", import.meta.url)));

describe("the Insights' content", () => {
  it("is read from content/insights", () => {
    expect(insights.length).toBeGreaterThan(0);
  });

  it.each(insightCategories.map((c) => c.key))("category %s has at least one insight", (key) => {
    expect(insights.filter((i) => i.frontMatter.category === key).length, `no insight in ${key}: its page would say 'No insights found'`).toBeGreaterThanOrEqual(1);
  });

  it("no two insights share a title", () => {
    expect(new Set(insights.map((i) => i.frontMatter.title.toLowerCase())).size).toBe(insights.length);
  });
});
