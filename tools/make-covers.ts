import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseInsightFile, type FrontMatter } from "./insights/front-matter.ts";
import { coverImage } from "./insights/cover-image.ts";

/**
 * Draws every insight's cover, content/insights/images/{slug}.jpg: its category's band and motif,
 * its first section headings and its length, never its title (tools/insights/cover-image.ts).
 * Run it after adding an insight or changing its headings, category or reading time:
 * `npx tsx tools/make-covers.ts` (`--missing`: only the covers not drawn yet). A new insight
 * names `{slug}.jpg` as its heroImage and thumbnailImage.
 *
 * The covers are committed files rather than drawn during the build: they then go through the
 * image pipeline (AVIF, WebP, sizes) like any photo, the build's checks (the image exists) stay
 * as they are, and a build does not pay a second or two per insight for drawing them.
 * tools/insights/covers.test.ts fails while a cover is missing or no longer matches its article.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
export const insightsDir = path.join(root, "content/insights");

export const coverFile = (slug: string) => `${slug}.jpg`;

/** Every insight's front matter and body, read without the loader's image check (the covers may not exist yet). */
export function insightSources(dir = insightsDir): { frontMatter: FrontMatter; body: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => parseInsightFile(path.join(dir, f), readFileSync(path.join(dir, f), "utf8")));
}

export async function makeCovers({ dir = insightsDir, missingOnly = false } = {}): Promise<string[]> {
  const written: string[] = [];
  mkdirSync(path.join(dir, "images"), { recursive: true });
  for (const { frontMatter: f, body } of insightSources(dir)) {
    const file = path.join(dir, "images", coverFile(f.slug));
    if (missingOnly && existsSync(file)) continue;
    writeFileSync(file, await coverImage({ ...f, body }));
    written.push(file);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = await makeCovers({ missingOnly: process.argv.includes("--missing") });
  for (const file of written) console.log(`drew ${path.relative(root, file)}`);
  if (written.length === 0) console.log("every cover is already drawn");
}
