import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { enhancerTriggers } from "#app/browser/enhancers.generated.ts";
import { findEnhancers, registryFile, renderRegistry } from "./enhancer-registry";

const dirWith = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), "enhancers-"));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), code);
  }
  return dir;
};
const enhancer = (declaration: string) => `import { defineEnhancer } from "#app/browser/enhancers.ts";\nexport default defineEnhancer(${declaration}, (element: HTMLElement) => () => {});\n`;

describe("the enhancers' registry (app/islands/README.md, 'Enhancers')", () => {
  it("app/browser/enhancers.generated.ts is what the enhancers declare (else: npm run enhancers)", () => {
    expect(readFileSync(registryFile, "utf8")).toBe(renderRegistry(findEnhancers()));
  });

  it("has every enhancer of the app, each found beside its feature", () => {
    const found = findEnhancers();
    expect(found.map((e) => e.name)).toEqual(Object.keys(enhancerTriggers).sort());
    expect(found.map((e) => e.name)).toEqual(expect.arrayContaining(["carousel", "consent", "insights-filter", "scheduler", "toc"]));
    for (const e of found) expect(e.file.endsWith(`${path.sep}${e.name}.enhancer.ts`)).toBe(true);
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
