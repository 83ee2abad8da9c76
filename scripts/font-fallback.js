// @ts-check
/**
 * `npm run font:fallback`: the "Inter Fallback" faces of app/app.css, computed from the font
 * files, one per weight the site sets (docs/decisions/039-brand-face-on-first-view.md).
 *
 * The first paint may come before Inter has arrived; Inter then swaps in. For nothing to re-wrap
 * or move at the swap, the fallback (Arial, or Liberation Sans, its metric-compatible twin, on
 * Linux) is scaled per weight so that a line of English copy is as wide as in Inter at that
 * weight (size-adjust), and its line box is Inter's (ascent, descent, line gap; these overrides
 * are taken after size-adjust, so they are divided by it). Arial has two weights: 400 draws 400
 * and 500, 700 draws 600-900 (the browser's matching: at or under 500 the lighter face, above it
 * the heavier one), each with its own size-adjust.
 *
 * Widths are measured by shaping text with HarfBuzz (harfbuzzjs, the engine subset-font uses),
 * Inter at each weight of its variable axis, so kerning counts as it does on the page. The text
 * is the site's own kind of copy: SAMPLE below. Liberation Sans has Arial's advance widths by
 * design, so it stands for Arial here (Debian: fonts-liberation, which Chromium depends on).
 * scripts/font-fallback.test.ts fails while app/app.css differs from what this prints.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import * as hb from "harfbuzzjs";
import fontverter from "fontverter";

// Measured on the full latin file the subsets are cut from (scripts/font-subset.js): the same
// advances and kerning, with the sample's figures and letters in one face.
export const INTER = createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const LIBERATION = "/usr/share/fonts/truetype/liberation";
export const ARIAL = { 400: `${LIBERATION}/LiberationSans-Regular.ttf`, 700: `${LIBERATION}/LiberationSans-Bold.ttf` };

/** The weights the site's classes set (font-normal … font-black), each its own fallback face. */
export const WEIGHTS = [400, 500, 600, 700, 800, 900];

/** English copy of the site's kind: headings, leads and buttons (letters in their usual mix). */
export const SAMPLE =
  "Websites and strategy for founders, coaches and small businesses. I help you find the words, " +
  "build the site and turn visitors into clients. Book a 15-Minute Chat. The Essential Build: six " +
  "steps from a first call to a launched website, with a clear price and no surprises. Insights " +
  "on positioning, pricing and growth, written for people who run their own business. " +
  "Work With Me, Get in Touch, Strategy Call Only, Premium.";

/** @param {Buffer} file @param {number | undefined} weight */
function fontOf(file, weight) {
  const face = new hb.Face(new hb.Blob(file));
  const font = new hb.Font(face);
  if (weight !== undefined) font.setVariations([/** @type {hb.Variation} */ (hb.Variation.fromString(`wght=${weight}`))]);
  return { face, font };
}

/** The width of SAMPLE in em, shaped with the font's default features. @param {hb.Font} font @param {number} upem */
function widthEm(font, upem) {
  const buffer = new hb.Buffer();
  buffer.addText(SAMPLE);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0);
  return advance / upem;
}

const percent = (/** @type {number} */ n) => `${(n * 100).toFixed(2)}%`;

/** The fallback face's descriptors for each weight. */
export async function fallbackFaces() {
  const inter = await fontverter.convert(readFileSync(INTER), "truetype");
  const arial = { 400: readFileSync(ARIAL[400]), 700: readFileSync(ARIAL[700]) };
  return WEIGHTS.map((weight) => {
    const i = fontOf(inter, weight);
    const upem = i.face.upem;
    const ext = i.font.hExtents();
    const interWidth = widthEm(i.font, upem);
    const arialWeight = weight <= 500 ? 400 : 700;
    const a = fontOf(arial[arialWeight], undefined);
    const sizeAdjust = interWidth / widthEm(a.font, a.face.upem);
    return {
      weight,
      local: arialWeight === 400 ? ['"Arial"', '"Liberation Sans"', '"Helvetica"'] : ['"Arial Bold"', '"Arial-BoldMT"', '"Liberation Sans Bold"', '"Helvetica Bold"'],
      sizeAdjust: percent(sizeAdjust),
      ascent: percent(ext.ascender / upem / sizeAdjust),
      descent: percent(-ext.descender / upem / sizeAdjust),
      lineGap: percent(ext.lineGap / upem / sizeAdjust),
    };
  });
}

/** The CSS app/app.css declares, between its markers. */
export async function fallbackCss() {
  const faces = await fallbackFaces();
  return faces
    .map(
      (f) =>
        `@font-face {\n  font-family: "Inter Fallback";\n  font-weight: ${f.weight};\n  src: ${f.local.map((n) => `local(${n})`).join(", ")};\n` +
        `  size-adjust: ${f.sizeAdjust};\n  ascent-override: ${f.ascent};\n  descent-override: ${f.descent};\n  line-gap-override: ${f.lineGap};\n}`,
    )
    .join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await fallbackCss());
}
