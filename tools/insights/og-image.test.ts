import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ogImage, OG_SIZE } from "./og-image.ts";

describe("Open Graph image", () => {
  it("is a 1200×630 PNG drawn from the title", async () => {
    const png = await ogImage({ eyebrow: "Strategy", title: "Why I'm Moving Clients Off WordPress (and What We Build Instead)", footer: "Jordan Avery" });
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([OG_SIZE.width, OG_SIZE.height]);
    // Not a blank canvas: the title's white text is drawn over the gradient.
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.max).toBeGreaterThan(240);
  }, 30_000);
});
