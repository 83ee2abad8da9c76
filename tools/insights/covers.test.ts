import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverFile, insightSources, insightsDir } from "#tools/make-covers.ts";
import { COVER_HEADINGS, COVER_SIZE, coverImage, coverTree, sectionHeadings, type CoverSource } from "./cover-image.ts";

/**
 * Pixels that differ by more than 96 levels in a channel between two same-sized images: a title
 * one letter short moves hundreds of them; another JPEG encoder or quality, a few dozen at most.
 */
async function changedPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((i) => sharp(i).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  expect([x!.info.width, x!.info.height]).toEqual([y!.info.width, y!.info.height]);
  let changed = 0;
  for (let i = 0; i < x!.data.length; i += 3) {
    const d = Math.max(...[0, 1, 2].map((c) => Math.abs(x!.data[i + c]! - y!.data[i + c]!)));
    if (d > 96) changed++;
  }
  return changed;
}

const all = insightSources().map(({ frontMatter, body }) => ({ ...frontMatter, body }));

/** Every string in satori's element tree: the words the cover draws (satori turns them into glyph paths, so the SVG itself has none). */
function drawnStrings(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(drawnStrings);
  if (node && typeof node === "object" && "props" in node) return drawnStrings((node as { props: { children?: unknown } }).props.children);
  return [];
}

/** The pixels of the right two fifths (the motif's panel) that stand out from the band: lines drawn there. */
async function motifMask(jpeg: Buffer): Promise<boolean[]> {
  const left = Math.round(COVER_SIZE.width * 0.6);
  const { data } = await sharp(jpeg)
    .extract({ left, top: 0, width: COVER_SIZE.width - left, height: COVER_SIZE.height })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data].map((v) => v > 110);
}

const sample = (category: string): CoverSource => ({ category, readingTime: 8, body: "## One\n\ntext\n\n## Two\n\n## Three\n" });

describe("insight covers (tools/make-covers.ts)", () => {
  it("every insight shows its drawn cover, as hero and as thumbnail (no stock art)", () => {
    for (const f of all) expect([f.heroImage, f.thumbnailImage], f.slug).toEqual([coverFile(f.slug), coverFile(f.slug)]);
  });

  it.each(all.map((f) => [f.slug, f] as const))("%s: the committed cover is its article and category drawn now (run npx tsx tools/make-covers.ts)", async (_, f) => {
    const committed = readFileSync(path.join(insightsDir, "images", coverFile(f.slug)));
    const meta = await sharp(committed).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", COVER_SIZE.width, COVER_SIZE.height]);
    expect(await changedPixels(committed, await coverImage(f))).toBeLessThan(100);
  }, 60_000);

  it("a category's colour is its band's: the blue and purple categories' covers differ in hue", async () => {
    const hue = async (category: "strategy" | "growth") => {
      const { channels } = await sharp(await coverImage(sample(category))).stats();
      return channels[0]!.mean - channels[2]!.mean;
    };
    // Purple has more red than blue does, for the same blue.
    expect(await hue("growth")).toBeGreaterThan((await hue("strategy")) + 10);
  }, 60_000);

  it.each(all.map((f) => [f.slug, f] as const))("%s: the cover never draws the title (the article shows it as the h1 right above), only what the article covers", (_, f) => {
    const drawn = drawnStrings(coverTree(f));
    const squash = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
    for (const text of drawn) expect(squash(text), `"${text}"`).not.toContain(squash(f.title));
    // Its words are the article's own: its first section headings, in order.
    const headings = sectionHeadings(f.body);
    expect(headings.length).toBeGreaterThan(0);
    expect(drawn.filter((t) => headings.includes(t))).toEqual(headings.slice(0, COVER_HEADINGS));
    expect(drawn).toContain(`${headings.length} sections · ${f.readingTime} min read`);
  });

  it("two categories of the same colour differ in composition, not only in hue: their motifs cover other pixels", async () => {
    // Strategy and security share the blue band: only the motif can tell their covers apart.
    const [a, b] = await Promise.all([motifMask(await coverImage(sample("strategy"))), motifMask(await coverImage(sample("security")))]);
    const differing = a.filter((v, i) => v !== b[i]).length;
    expect(differing / a.length).toBeGreaterThan(0.01);
    // Every category has its own motif: no two of the five draw the same panel.
    const keys = ["strategy", "technology", "security", "growth", "lovable-series"];
    const masks = await Promise.all(keys.map(async (k) => (await motifMask(await coverImage(sample(k)))).join("")));
    expect(new Set(masks).size).toBe(keys.length);
  }, 60_000);
});
