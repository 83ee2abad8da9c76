import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseInsightFile, InsightFileError, type FrontMatter } from "./front-matter.ts";
import { renderMarkdown, type TocEntry } from "./render-markdown.ts";

/**
 * Reads every insight of a folder (content/insights by default): front matter checked, body
 * rendered. Also checks what spans files: a file is named after its slug, ids and slugs are
 * unique, images exist.
 */
export interface LoadedInsight {
  file: string;
  frontMatter: FrontMatter;
  html: string;
  headings: TocEntry[];
  wordCount: number;
}

export function loadInsights(dir: string): LoadedInsight[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  const seenIds = new Map<number, string>();
  const out: LoadedInsight[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    const { frontMatter, body } = parseInsightFile(file, readFileSync(file, "utf8"));
    if (`${frontMatter.slug}.md` !== name) throw new InsightFileError(file, `front matter field "slug": must match the file name (${name.replace(/\.md$/, "")})`);
    const other = seenIds.get(frontMatter.id);
    if (other) throw new InsightFileError(file, `front matter field "id": ${frontMatter.id} is already used by ${other}`);
    seenIds.set(frontMatter.id, file);
    for (const field of ["heroImage", "thumbnailImage"] as const) {
      if (!existsSync(path.join(dir, "images", frontMatter[field]))) {
        throw new InsightFileError(file, `front matter field "${field}": no such image ${path.join(dir, "images", frontMatter[field])} (a cover is drawn by npx tsx tools/make-covers.ts)`);
      }
    }
    out.push({ file, frontMatter, ...renderMarkdown(body) });
  }
  // Newest first; the same day in id order, newest id first.
  return out.sort((a, b) => b.frontMatter.publishedAt.localeCompare(a.frontMatter.publishedAt) || b.frontMatter.id - a.frontMatter.id);
}
