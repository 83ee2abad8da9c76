// @ts-check
/**
 * `npm run font:subset`: writes the site's one typeface, Inter (variable weight), cut down to
 * what the site shows, in two files that share one family by unicode-range (decision 105):
 *   - app/fonts/inter-core.woff2: the letters, the space and the punctuation of running text
 *     (CORE), with kerning, ligatures and contextual forms: about 10.8 kB;
 *   - app/fonts/inter-extra.woff2: every other character (digits, signs, arrows), with all of
 *     FEATURES (tabular figures among them): about 10.6 kB.
 * Each fits TCP's first window (14.6 kB) on a connection of its own, where the one 22.3 kB file
 * took a second round trip on the first view of a cold visit. The source is the latin file of
 * @fontsource-variable/inter; the cut keeps
 *   - the characters of CHARACTERS: Basic Latin, and the signs, typographic punctuation and
 *     arrows the copy uses or may use. Not Latin-1's accented letters (2.9 kB more) nor its
 *     fractions and superscripts (2.7 kB): the copy is English; a name typed with é or ñ draws
 *     those letters in the metric-matched fallback face, the rest of it in Inter;
 *   - the weights 400-900 (the lightest the site sets is 400);
 *   - the default layout features (kerning, ligatures, contextual forms, marks) and tabular
 *     figures; Inter's stylistic sets and character variants are never switched on here.
 * From 48.3 kB to 21.4 kB in all. Run it after upgrading @fontsource-variable/inter or changing
 * the lists below; scripts/font-subset.test.ts fails while a file is stale, or when the copy
 * uses a character the subset lacks. docs/decisions/012-one-typeface.md, 105.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

export const SOURCE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
export const OUTPUT = {
  core: fileURLToPath(new URL("../app/fonts/inter-core.woff2", import.meta.url)),
  extra: fileURLToPath(new URL("../app/fonts/inter-extra.woff2", import.meta.url)),
};

/** @param {number} from @param {number} to */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Every character the subset draws. */
export const CHARACTERS =
  range(0x20, 0x7e) + // Basic Latin
  "\u00a0\u00a2\u00a3\u00a5\u00a7\u00a9\u00ab\u00ae\u00b0\u00b1\u00b7\u00bb\u00d7\u00f7" + // no-break space ¢ £ ¥ § © « ® ° ± · » × ÷
  "\u2013\u2014" + // – —
  "\u2018\u2019\u201a\u201c\u201d\u201e" + // ‘ ’ ‚ “ ” „
  "\u2022\u2026\u2032\u2033\u2039\u203a" + // • … ′ ″ ‹ ›
  "\u20ac\u2122" + // € ™
  "\u2190\u2191\u2192\u2193" + // ← ↑ → ↓
  "\u2212\u2264\u2265"; // − ≤ ≥

/**
 * The core file's characters: what running text is made of. Kerning works within a file only,
 * so the pairs that meet most (letters with each other and with the punctuation around them) are
 * in one; a digit next to a letter is not kerned, which Inter barely does anyway.
 */
export const CORE =
  range(0x41, 0x5a) + range(0x61, 0x7a) + // A-Z a-z
  " .,;:!?'\"-()&/" +
  "\u00a0\u2019\u2013\u2014\u201c\u201d"; // no-break space ’ – — “ ”

export const FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "calt", "case", "tnum"];
/** The core's features: those that act on its characters (no figures, no marks in it). */
export const CORE_FEATURES = ["kern", "liga", "calt"];
export const WEIGHTS = { min: 400, max: 900 };

/** The characters of each file: CORE, and the rest of CHARACTERS. */
export const FILE_CHARACTERS = {
  core: CORE,
  extra: [...CHARACTERS].filter((c) => !CORE.includes(c)).join(""),
};

/** The CSS unicode-range of a file's characters (app/app.css must declare exactly this). @param {string} characters */
export function unicodeRange(characters) {
  const codes = [...new Set([...characters].map((c) => /** @type {number} */ (c.codePointAt(0))))].sort((a, b) => a - b);
  /** @type {string[]} */
  const parts = [];
  for (let i = 0; i < codes.length; ) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === /** @type {number} */ (codes[j]) + 1) j++;
    const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, "0");
    parts.push(i === j ? `U+${hex(/** @type {number} */ (codes[i]))}` : `U+${hex(/** @type {number} */ (codes[i]))}-${hex(/** @type {number} */ (codes[j]))}`);
    i = j + 1;
  }
  return parts.join(", ");
}

/** @param {"core" | "extra"} file @returns {Promise<Buffer>} */
export function subsetInter(file) {
  return subsetFont(readFileSync(SOURCE), FILE_CHARACTERS[file], {
    targetFormat: "woff2",
    keepFeatures: file === "core" ? CORE_FEATURES : FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const file of /** @type {const} */ (["core", "extra"])) {
    const out = await subsetInter(file);
    writeFileSync(OUTPUT[file], out);
    console.log(`${OUTPUT[file]}: ${out.length} bytes (from ${readFileSync(SOURCE).length})`);
    console.log(`unicode-range: ${unicodeRange(FILE_CHARACTERS[file])}`);
  }
}
