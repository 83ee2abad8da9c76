import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadInsights } from "./insights/load-insights.ts";
import { ARTICLES_DIR, insightsContent } from "./vite-insights.ts";

it("an article's module (development) carries its word count, counted once at build time", () => {
  const load = insightsContent().load as (this: { addWatchFile(file: string): void }, id: string) => string;
  for (const insight of loadInsights("content/insights")) {
    const code = load.call({ addWatchFile() {} }, `\0virtual:insight-article/${insight.frontMatter.slug}`);
    expect(insight.wordCount, insight.file).toBeGreaterThan(0);
    expect(code, insight.file).toContain(`wordCount: ${insight.wordCount},`);
  }
});

describe("the server's build (issue 23)", () => {
  /** The plugin as a build runs it, in one environment. */
  function built(environment: "ssr" | "client") {
    const plugin = insightsContent();
    (plugin.configResolved as unknown as (config: { command: string }) => void)({ command: "build" });
    const ctx = { addWatchFile() {}, environment: { name: environment } };
    return { plugin, load: (id: string) => (plugin.load as unknown as (this: typeof ctx, id: string) => string).call(ctx, id), ctx };
  }

  it("reads each article from its own file, never as a module (none stays in memory once read)", () => {
    const { load } = built("ssr");
    const code = load("\0virtual:insights");
    expect(code).not.toContain("virtual:insight-article/");
    expect(code).not.toMatch(/import\(/);
    for (const insight of loadInsights("content/insights")) {
      expect(code).toContain(`${JSON.stringify(insight.frontMatter.slug)}: () => readArticle(${JSON.stringify(insight.frontMatter.slug)}, hero`);
      // The article's words are in its file, not in the server's code.
      expect(code).not.toContain(JSON.stringify(insight.html).slice(1, 80));
    }
  });

  it("the browser's build has no articles", () => {
    expect(built("client").load("\0virtual:insights")).toContain("export const articles = {};");
  });

  it("writes every article's file, and the code finds the folder from its own chunk", () => {
    const { plugin, load, ctx } = built("ssr");
    const dir = mkdtempSync(path.join(tmpdir(), "insight-articles-"));
    try {
      (plugin.writeBundle as unknown as (this: typeof ctx, options: { dir: string }) => void).call(ctx, { dir });
      const insights = loadInsights("content/insights");
      expect(readdirSync(path.join(dir, ARTICLES_DIR)).sort()).toEqual(insights.map((i) => `${i.frontMatter.slug}.json`).sort());
      for (const i of insights) {
        expect(JSON.parse(readFileSync(path.join(dir, ARTICLES_DIR, `${i.frontMatter.slug}.json`), "utf8"))).toEqual({ html: i.html, headings: i.headings, wordCount: i.wordCount });
      }
      const renderChunk = plugin.renderChunk as unknown as (code: string, chunk: { fileName: string }) => { code: string } | null;
      const code = load("\0virtual:insights");
      expect(renderChunk(code, { fileName: "index.js" })!.code).toContain('new URL("./insight-articles/", import.meta.url)');
      expect(renderChunk(code, { fileName: "assets/x.js" })!.code).toContain('new URL("../insight-articles/", import.meta.url)');
      expect(renderChunk("const a = 1;", { fileName: "index.js" })).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
