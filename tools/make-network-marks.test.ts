import { readFile } from "node:fs/promises";
import { faInstagram, faLinkedin, faYoutube } from "@fortawesome/free-brands-svg-icons";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { marksFile, marksModule, marksSprite, roundedPath, spriteFile } from "./make-network-marks.ts";

/** The icon drawn at 1 px a unit: its coverage of every pixel. */
async function coverage(width: number, height: number, d: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><path d="${d}"/></svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().extractChannel("alpha").raw().toBuffer();
}

describe("the networks' marks", () => {
  it("are committed as tools/make-network-marks.ts makes them", async () => {
    expect(await readFile(marksFile, "utf8")).toBe(marksModule());
    expect(await readFile(spriteFile, "utf8")).toBe(marksSprite());
  });

  // At 1 px a unit an edge that moved by a unit or more turns pixels from covered to empty. The
  // rounding may move an edge by up to ~2 units (under 0.1 px where the marks are drawn); a shape
  // changed by the optimiser (a lost sub-path, a wrong arc) moves thousands.
  it.each([
    ["YouTube", faYoutube],
    ["Instagram", faInstagram],
    ["LinkedIn", faLinkedin],
  ] as const)("%s keeps its shape: no edge moves by more than a couple of units", async (_name, icon) => {
    const [width, height, , , path] = icon.icon;
    const original = await coverage(width, height, Array.isArray(path) ? path.join(" ") : path);
    const rounded = await coverage(width, height, roundedPath(icon).d);
    let moved = 0;
    let total = 0;
    for (let i = 0; i < original.length; i++) {
      if (Math.abs(original[i]! - rounded[i]!) > 250) moved++;
      total += Math.abs(original[i]! - rounded[i]!);
    }
    expect(moved).toBeLessThan(1_500);
    expect(total / original.length).toBeLessThan(3);
    // and it is far shorter than the original
    expect(roundedPath(icon).d.length).toBeLessThan(0.8 * (Array.isArray(path) ? path.join(" ") : path).length);
  });
});
