import { expect, it } from "vitest";
import { loadInsights } from "./insights/load-insights.ts";
import { insightsContent } from "./vite-insights.ts";

it("an article's module carries its word count, counted once at build time", () => {
  const load = insightsContent().load as (this: { addWatchFile(file: string): void }, id: string) => string;
  for (const insight of loadInsights("content/insights")) {
    const code = load.call({ addWatchFile() {} }, `\0virtual:insight-article/${insight.frontMatter.slug}`);
    expect(insight.wordCount, insight.file).toBeGreaterThan(0);
    expect(code, insight.file).toContain(`wordCount: ${insight.wordCount},`);
  }
});
