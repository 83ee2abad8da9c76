import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverFile, insightFrontMatters, insightsDir } from "#tools/make-covers.ts";
import { COVER_SIZE, coverImage } from "./og-image.ts";

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

const all = insightFrontMatters();

describe("insight covers (tools/make-covers.ts)", () => {
  it("every insight shows its drawn cover, as hero and as thumbnail (no stock art)", () => {
    for (const f of all) expect([f.heroImage, f.thumbnailImage], f.slug).toEqual([coverFile(f.slug), coverFile(f.slug)]);
  });

  it.each(all.map((f) => [f.slug, f] as const))("%s: the committed cover is its title and category drawn now (run npx tsx tools/make-covers.ts)", async (_, f) => {
    const committed = readFileSync(path.join(insightsDir, "images", coverFile(f.slug)));
    const meta = await sharp(committed).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", COVER_SIZE.width, COVER_SIZE.height]);
    expect(await changedPixels(committed, await coverImage(f))).toBeLessThan(100);
  }, 60_000);

  it("a category's colour is its band's: the blue and purple categories' covers differ in hue", async () => {
    const hue = async (category: "strategy" | "growth") => {
      const { channels } = await sharp(await coverImage({ title: "Same title", category })).stats();
      return channels[0]!.mean - channels[2]!.mean;
    };
    // Purple has more red than blue does, for the same blue.
    expect(await hue("growth")).toBeGreaterThan((await hue("strategy")) + 10);
  }, 60_000);
});
