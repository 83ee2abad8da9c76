import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHARACTERS, CORE, FILE_CHARACTERS, OUTPUT, subsetInter, unicodeRange } from "./font-subset.js";

const root = path.resolve(import.meta.dirname, "..");

/** Source files whose text the browser shows: content/ and the app, without tests and server-only code. */
function shownSources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|server)\.ts$/.test(f) && !f.endsWith(".d.ts"))
    .map((f) => path.join(root, dir, f));
}

/** The source without its comments (which may cite SPEC's § signs): what remains can reach a page. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** TCP's first window (10 segments of 1,460 bytes), less room for the response's headers. */
const FIRST_WINDOW_BODY = 14_600 - 1_200;

describe("the Inter subsets (app/fonts/inter-core.woff2, inter-extra.woff2)", () => {
  for (const file of ["core", "extra"] as const) {
    it(`${file} is what scripts/font-subset.js makes from the installed @fontsource-variable/inter (run npm run font:subset)`, async () => {
      const fresh = await subsetInter(file);
      expect(readFileSync(OUTPUT[file]).equals(fresh)).toBe(true);
    });

    it(`${file} fits TCP's first window with its headers (decision 105)`, () => {
      expect(readFileSync(OUTPUT[file]).length).toBeLessThanOrEqual(FIRST_WINDOW_BODY);
    });
  }

  it("are declared in app/app.css, one face each, with exactly their characters as unicode-range", () => {
    const css = readFileSync(path.join(root, "app/app.css"), "utf8");
    const faces = [...css.matchAll(/@font-face\s*{[^}]*font-family:\s*"Inter Variable"[^}]*}/g)].map((m) => m[0].replace(/\s+/g, " "));
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain('url("./fonts/inter-core.woff2")');
    expect(faces[0]).toContain(`unicode-range: ${unicodeRange(FILE_CHARACTERS.core)};`);
    expect(faces[1]).toContain('url("./fonts/inter-extra.woff2")');
    expect(faces[1]).toContain(`unicode-range: ${unicodeRange(FILE_CHARACTERS.extra)};`);
  });

  it("split CHARACTERS between them, each character in one file", () => {
    expect([...FILE_CHARACTERS.core, ...FILE_CHARACTERS.extra].toSorted()).toEqual([...CHARACTERS].toSorted());
    expect([...CORE].every((c) => CHARACTERS.includes(c))).toBe(true);
  });

  it("draws every character the site's copy uses", () => {
    const drawn = new Set(CHARACTERS);
    const missing = new Map<string, string>();
    for (const file of [...shownSources("content"), ...shownSources("app")]) {
      for (const ch of withoutComments(readFileSync(file, "utf8"))) {
        if (ch >= " " && !drawn.has(ch) && !missing.has(ch)) missing.set(ch, path.relative(root, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
