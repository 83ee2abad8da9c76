import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHARACTERS, OUTPUT, subsetInter, unicodeRange } from "./font-subset.js";

const root = path.resolve(import.meta.dirname, "..");

/** Source files whose text the browser shows: content/ and the app, without tests and server-only code. */
function shownSources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|server)\.ts$/.test(f) && !f.endsWith(".d.ts"))
    .map((f) => path.join(root, dir, f));
}

/** The source without its comments (which may cite SPEC's § signs): what remains can reach a page. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("the Inter subset (app/fonts/inter-subset.woff2)", () => {
  it("is what scripts/font-subset.js makes from the installed @fontsource-variable/inter (run npm run font:subset)", async () => {
    const fresh = await subsetInter();
    expect(readFileSync(OUTPUT).equals(fresh)).toBe(true);
  });

  it("is declared in app/app.css with exactly its characters as unicode-range", () => {
    const css = readFileSync(path.join(root, "app/app.css"), "utf8");
    const face = /@font-face\s*{[^}]*font-family:\s*"Inter Variable"[^}]*}/.exec(css)?.[0] ?? "";
    expect(face).toContain('url("./fonts/inter-subset.woff2")');
    expect(face.replace(/\s+/g, " ")).toContain(`unicode-range: ${unicodeRange()};`);
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
