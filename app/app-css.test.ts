import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "#tests/support/build.ts";
import { clientDir } from "#tests/support/client-bundle.ts";

/**
 * Style rules whose cost a visitor feels at the first tap.
 *
 * A `:has()` asked of the document's root (`:root:has(…)`, `html:has(…)`, `body:has(…)`) is
 * re-evaluated whenever anything it depends on changes anywhere in the page, and Chromium then
 * restyles the whole document: `:root:has(#cookie-preferences[open])` made every `open` toggle
 * (a FAQ answer, the drawer, each dialog) restyle 730 elements on home, about 100 ms of the FAQ's
 * first tap at 4× CPU (docs/performance.md). The same question asked of a small parent costs
 * only that parent's subtree. Root-level `:has()` stays allowed where no script runs
 * (`@media (scripting: none)`): there, nothing else can do its work. Read in the built stylesheet,
 * what the browser gets: app/app.css and every Tailwind utility the markup uses (a `has-[…]` or an
 * arbitrary variant on <html> or <body> would be one).
 */
function rootHasOutsideNoScript(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const found: string[] = [];
  // The prelude of each block (selector or at-rule), with whether a scripting:none block encloses it.
  const stack: boolean[] = [];
  let prelude = "";
  for (const ch of text) {
    if (ch === "{") {
      const head = prelude.trim();
      const inNoScript = stack.includes(true) || /^@media\b[^{]*\(\s*scripting\s*:\s*none\s*\)/.test(head);
      if (!inNoScript && !head.startsWith("@") && /(^|[\s,(>+~])(:root|html|body)(\[[^\]]*\]|:[\w-]+(\([^)]*\))?)*:has\(/.test(head)) found.push(head.replace(/\s+/g, " "));
      stack.push(inNoScript);
      prelude = "";
    } else if (ch === "}") {
      stack.pop();
      prelude = "";
    } else if (ch === ";") {
      prelude = "";
    } else {
      prelude += ch;
    }
  }
  return found;
}

describe("the built stylesheet", () => {
  beforeAll(() => ensureBuild(), 600_000);

  it("asks no :has() of the document's root where scripts run (each would restyle the whole page on every change it watches)", () => {
    const assets = path.join(clientDir, "assets");
    const sheets = readdirSync(assets).filter((f) => f.endsWith(".css"));
    expect(sheets.length).toBeGreaterThan(0);
    // The no-script fallbacks are in it, and the check sees them as such.
    const css = sheets.map((f) => readFileSync(path.join(assets, f), "utf8")).join("\n");
    expect(css).toMatch(/@media \(scripting: ?none\)\{:root:has\(/);
    expect(rootHasOutsideNoScript(css)).toEqual([]);
  });

  it("the check finds a root :has(), minified too, and lets the no-script fallbacks and scoped ones be", () => {
    const css = `
      /* :root:has(x) in a comment */
      @layer components {
        :root:has(#cookie-preferences[open]) #cookie-banner { visibility: hidden; }
        .consent-region:has(> #cookie-preferences[open]) > #cookie-banner { visibility: hidden; }
        html[data-x]:has(dialog:modal) { overflow: hidden; }
        .a, body:has(.b) .c { color: red; }
        @media (scripting: none) {
          :root:has(dialog:modal) { overflow: hidden; }
        }
      }`;
    expect(rootHasOutsideNoScript(css)).toEqual([":root:has(#cookie-preferences[open]) #cookie-banner", "html[data-x]:has(dialog:modal)", ".a, body:has(.b) .c"]);
    const minified = "@layer components{.x{color:red}:root:has(#p[open]) #b{visibility:hidden}@media (scripting:none){:root:has(dialog:modal){overflow:hidden}}}";
    expect(rootHasOutsideNoScript(minified)).toEqual([":root:has(#p[open]) #b"]);
  });
});
