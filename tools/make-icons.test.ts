import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoSizes, icons, pngsInIco, publicDir, renderIcon } from "./make-icons.ts";

/** Largest difference of any channel of any pixel between two same-sized images. */
async function maxPixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((i) => sharp(i).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  expect([x!.info.width, x!.info.height]).toEqual([y!.info.width, y!.info.height]);
  let max = 0;
  for (let i = 0; i < x!.data.length; i++) max = Math.max(max, Math.abs(x!.data[i]! - y!.data[i]!));
  return max;
}

describe("the raster icons", () => {
  it.each(icons)("$file is the logo mark drawn at $size px, as committed (tools/make-icons.ts)", async ({ file, size }) => {
    const committed = await readFile(`${publicDir}${file}`);
    const meta = await sharp(committed).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", size, size]);
    // A mark changed in favicon.svg but not redrawn shows as large differences; palette
    // quantisation and a different libvips build stay within a few levels.
    const fresh = await renderIcon(await readFile(`${publicDir}favicon.svg`), size);
    expect(await maxPixelDifference(committed, fresh)).toBeLessThanOrEqual(24);
  });

  it("favicon.ico holds the logo mark as PNG at 16, 32 and 48 px, as committed (tools/make-icons.ts)", async () => {
    const ico = await readFile(`${publicDir}favicon.ico`);
    const images = pngsInIco(ico);
    expect(images.map((i) => i.size)).toEqual([...icoSizes]);
    const svg = await readFile(`${publicDir}favicon.svg`);
    for (const { size, png } of images) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", size, size]);
      expect(await maxPixelDifference(png, await renderIcon(svg, size, { palette: false }))).toBeLessThanOrEqual(24);
    }
  });
});
