import { expect, it } from "vitest";
import { insightsPages } from "./insights.ts";

it("counts the insights in SPEC's words, singular for one", () => {
  const { expertInsights, featuredArticles } = insightsPages.hero;
  expect(featuredArticles(1)).toBe("1 Featured Article");
  expect(featuredArticles(3)).toBe("3 Featured Articles");
  expect(featuredArticles(0)).toBe("0 Featured Articles");
  expect(expertInsights(1)).toBe("1 Expert Insight");
  expect(expertInsights(8)).toBe("8 Expert Insights");
});
