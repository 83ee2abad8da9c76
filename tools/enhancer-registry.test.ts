import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkEnhanceCalls, findEnhancers } from "./enhancer-registry.ts";

const dirWith = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), "enhancers-"));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), code);
  }
  return dir;
};
const enhancer = (declaration: string) => `import { defineEnhancer } from "#app/browser/enhancers.ts";\nexport default defineEnhancer(${declaration}, (element: HTMLElement) => () => {});\n`;

describe("the enhancers, found by a glob (app/islands/README.md, 'Enhancers')", () => {
  it("has every enhancer of the app, each found beside its feature", () => {
    const found = findEnhancers();
    expect(found.map((e) => e.name)).toEqual(expect.arrayContaining(["carousel", "consent", "insights-filter", "scheduler", "toc"]));
    for (const e of found) expect(e.file.endsWith(`${path.sep}${e.name}.enhancer.ts`)).toBe(true);
  });

  it("every enhance(\"…\") of the app names an enhancer that exists", () => {
    expect(() => checkEnhanceCalls(findEnhancers())).not.toThrow();
  });

  it("fails the build when markup asks for an enhancer no file declares, or names it other than by a literal", () => {
    const toc = findEnhancers(dirWith({ "a/toc.enhancer.ts": enhancer(`{ name: "toc", trigger: "now" }`) }));
    const markup = (code: string) => dirWith({ "features/page.tsx": code, "browser/enhancers.ts": "export const enhance = (...names: string[]) => names;\n" });
    expect(() => checkEnhanceCalls(toc, markup(`<nav {...enhance("toc")} />`))).not.toThrow();
    expect(() => checkEnhanceCalls(toc, markup(`<nav {...enhance("tco")} />`))).toThrow(/features\/page\.tsx: enhance\("tco"\) asks for an enhancer no app\/\*\*\/tco\.enhancer\.ts declares/);
    expect(() => checkEnhanceCalls(toc, markup(`<nav {...enhance("toc", "share")} />`))).toThrow(/asks for an enhancer no app\/\*\*\/share\.enhancer\.ts/);
    expect(() => checkEnhanceCalls(toc, markup(`<nav {...enhance(name)} />`))).toThrow(/must name its enhancers as literals/);
  });

  it("reads each declaration: name, trigger, compiled on load", () => {
    const dir = dirWith({
      "a/toc.enhancer.ts": enhancer(`{ name: "toc", trigger: "now" }`),
      "b/insights-filter.enhancer.ts": enhancer(`{ name: "insights-filter", trigger: "now", compiledOnLoad: true }`),
      "b/filter.ts": enhancer(`{ name: "filter", trigger: "now" }`),
    });
    expect(findEnhancers(dir).map(({ name, trigger, compiledOnLoad }) => ({ name, trigger, compiledOnLoad }))).toEqual([
      { name: "insights-filter", trigger: "now", compiledOnLoad: true },
      { name: "toc", trigger: "now", compiledOnLoad: false },
    ]);
  });

  it("fails the build when a name is not the file's, used twice, or not lower-case-and-dashes", () => {
    expect(() => findEnhancers(dirWith({ "a/toc.enhancer.ts": enhancer(`{ name: "contents", trigger: "now" }`) }))).toThrow(/toc\.enhancer\.ts must be named after its file: name: "toc"/);
    expect(() => findEnhancers(dirWith({ "a/toc.enhancer.ts": enhancer(`{ name: "toc", trigger: "now" }`), "b/toc.enhancer.ts": enhancer(`{ name: "toc", trigger: "now" }`) }))).toThrow(/declared twice/);
    expect(() => findEnhancers(dirWith({ "a/Toc.enhancer.ts": enhancer(`{ name: "Toc", trigger: "now" }`) }))).toThrow(/lower case/);
  });

  it("fails the build when a declaration is missing, not literal, or says what the runtime does not know", () => {
    const fails = (code: string) => () => findEnhancers(dirWith({ "a/toc.enhancer.ts": code }));
    expect(fails(`export default (element: HTMLElement) => () => {};\n`)).toThrow(/must declare itself as `export default defineEnhancer/);
    expect(fails(`const toc = defineEnhancer({ name: "toc", trigger: "now" }, () => () => {});\nexport default toc;\n`)).toThrow(/must declare itself/);
    expect(fails(enhancer(`{ name: "toc", trigger: TRIGGER }`))).toThrow(/each field a literal/);
    expect(fails(enhancer(`{ ...base, name: "toc" }`))).toThrow(/each field a literal/);
    expect(fails(enhancer(`{ name: "toc", trigger: "soon" }`))).toThrow(/trigger must be one of "now", "load", "idle", "sight"/);
    expect(fails(enhancer(`{ name: "toc", trigger: "now", compiled: true }`))).toThrow(/unknown field compiled/);
  });
});
