import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARIAL, fallbackCss, fallbackFaces } from "./font-fallback.js";

const root = path.resolve(import.meta.dirname, "..");

describe("the fallback faces (app/app.css, scripts/font-fallback.js)", () => {
  it("has the metric fonts it measures Arial by (Debian's fonts-liberation)", () => {
    expect(existsSync(ARIAL[400]) && existsSync(ARIAL[700])).toBe(true);
  });

  it("are declared in app/app.css exactly as computed from the font files (run npm run font:fallback)", async () => {
    const css = readFileSync(path.join(root, "app/app.css"), "utf8");
    expect(css).toContain(await fallbackCss());
  });

  it("scale Arial to Inter per weight: bold weights need less than regular ones, and each one differs", async () => {
    const faces = await fallbackFaces();
    const adjust = Object.fromEntries(faces.map((f) => [f.weight, Number.parseFloat(f.sizeAdjust)]));
    // Inter is wider than Arial at every weight; Arial Bold is wider than Arial, so the bold
    // faces need less scaling, and Inter widens with its weight.
    for (const a of Object.values(adjust)) expect(a).toBeGreaterThan(100);
    expect(adjust[600]!).toBeLessThan(adjust[500]!);
    expect(adjust[900]!).toBeGreaterThan(adjust[700]!);
    // The line box is Inter's: ascent + descent, scaled back by size-adjust, is Inter's 1.21 em.
    for (const f of faces) {
      const box = ((Number.parseFloat(f.ascent) + Number.parseFloat(f.descent)) * Number.parseFloat(f.sizeAdjust)) / 10_000;
      expect(box).toBeCloseTo(1.21, 2);
    }
  });
});
