import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { insightCategories } from "./categories";

/**
 * The Insights as the owner writes them (issue 24): every category has something to read (none
 * answers 'No insights found'), and every article is substantial. Read from the Markdown itself,
 * as written: the build's own checks (front matter, images, its word count) are in tools/insights/.
 */
const dir = new URL(".", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".md"));

function read(file: string) {
  const text = readFileSync(new URL(file, dir), "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  return { file, front: parse(match[1]!) as { category: string; title: string }, body: match[2]! };
}

/** The words a reader reads: Markdown's marks (#, *, list markers, link targets) are not words. */
function bodyWords(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#*_>`[\]]/g, " ")
    .replace(/^\s*(?:[-+]|\d+\.)\s+/gm, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const insights = files.map(read);

describe("the Insights' content", () => {
  it("counts a body's words, not its Markdown", () => {
    expect(bodyWords("## A heading\n\n- **Bold** item\n1. [a link](https://example.com/x) here\n\n> quoted — text")).toBe(9);
  });

  it.each(insightCategories.map((c) => [c.key, c] as const))("category %s has at least one insight", (key) => {
    expect(insights.filter((i) => i.front.category === key).map((i) => i.file).length, `no insight in ${key}: its page would say 'No insights found'`).toBeGreaterThanOrEqual(1);
  });

  it.each(files)("%s is at least 1,200 words long", (file) => {
    expect(bodyWords(insights.find((i) => i.file === file)!.body)).toBeGreaterThanOrEqual(1200);
  });

  it("no two insights share a title", () => {
    expect(new Set(insights.map((i) => i.front.title.toLowerCase())).size).toBe(insights.length);
  });
});
