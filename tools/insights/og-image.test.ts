import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ogImage, OG_SIZE } from "./og-image.ts";

const words = { eyebrow: "Strategy · Strategic Insights", title: "Why I'm Moving Clients Off WordPress (and What We Build Instead)", footer: "Jordan Avery · www.example.com" };

/** The raw pixels of one side: the left three fifths (the words) or the right two (the mark and the offer line). */
async function side(png: Buffer, which: "left" | "right") {
  const split = Math.round(OG_SIZE.width * 0.6);
  const region = which === "left" ? { left: 0, top: 0, width: split, height: OG_SIZE.height } : { left: split, top: 0, width: OG_SIZE.width - split, height: OG_SIZE.height };
  return sharp(png).removeAlpha().extract(region).raw().toBuffer();
}

afterEach(() => {
  vi.doUnmock("#content/offers.ts");
  vi.resetModules();
});

describe("Open Graph image", () => {
  it("is a 1200×630 PNG drawn from the title", async () => {
    const png = await ogImage(words);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([OG_SIZE.width, OG_SIZE.height]);
    // Not a blank canvas: the title's white text is drawn over the gradient.
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.max).toBeGreaterThan(240);
  }, 30_000);

  it("its right two fifths are not empty: the mark (its amber point) and the offer line (white text)", async () => {
    const right = await side(await ogImage(words), "right");
    let white = 0;
    let amber = 0;
    for (let i = 0; i < right.length; i += 3) {
      const [r, g, b] = [right[i]!, right[i + 1]!, right[i + 2]!];
      if (r > 240 && g > 240 && b > 240) white++;
      if (r > 230 && g > 170 && g < 210 && b < 80) amber++;
    }
    expect(white).toBeGreaterThan(2000);
    expect(amber).toBeGreaterThan(100);
  }, 30_000);

  it("takes its offer line from content/offers.ts: another line changes the right side only", async () => {
    const before = await ogImage(words);
    vi.resetModules();
    vi.doMock("#content/offers.ts", async (original) => ({ ...(await original<object>()), offerLine: "Something else entirely · for a test" }));
    const { ogImage: redrawn } = await import("./og-image.ts");
    const after = await redrawn(words);
    expect((await side(after, "left")).equals(await side(before, "left"))).toBe(true);
    expect((await side(after, "right")).equals(await side(before, "right"))).toBe(false);
  }, 60_000);
});
