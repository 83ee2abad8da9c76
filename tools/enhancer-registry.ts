import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst } from "rolldown/parseAst";
import type { Trigger } from "#app/browser/api.ts";

/**
 * The enhancers, found by a glob (app/islands/README.md, 'Enhancers'). Every
 * `app/**\/<name>.enhancer.ts` declares itself, `export default defineEnhancer({ name, trigger,
 * compiledOnLoad? }, …)`; this reads the declarations from the sources (parsed, not run), and the
 * build (tools/vite-browser-runtime.ts) writes the runtime's table of names, triggers and URLs
 * from them. No table is committed: a name `enhance("…")` asks for is checked by the build
 * instead (`checkEnhanceCalls`), which fails on one no enhancer declares. Islands are found by
 * the same rule for names (`findNamedFiles`; `findIslands` in ./runtime-bundle.ts).
 */
const root = fileURLToPath(new URL("..", import.meta.url));

const SUFFIX = ".enhancer.ts";
const NAME = /^[a-z][a-z0-9-]*$/;
/** Every trigger the runtime knows (app/browser/api.ts): one added there and not here does not compile. */
const TRIGGERS = ["now", "load", "idle", "sight"] as const satisfies readonly Trigger[];
type Unlisted = Exclude<Trigger, (typeof TRIGGERS)[number]>;
const _everyTrigger: [Unlisted] extends [never] ? true : Unlisted = true;

export interface EnhancerSource {
  name: string;
  trigger: Trigger;
  compiledOnLoad: boolean;
  /** Its file, absolute. */
  file: string;
}

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The literal `{ name: "…", trigger: "…", compiledOnLoad?: true|false }` of `export default defineEnhancer(…)`. */
function readDeclaration(code: string, file: string, where: string): Record<string, unknown> {
  const usage = `must declare itself as \`export default defineEnhancer({ name: "…", trigger: "…" }, (element) => …)\``;
  let program: { body: Node[] };
  try {
    program = parseAst(code, { lang: "ts" }, file) as unknown as { body: Node[] };
  } catch (err) {
    throw new Error(`enhancer ${where} could not be parsed: ${(err as Error).message}`, { cause: err });
  }
  const exported = program.body.find((n) => n.type === "ExportDefaultDeclaration")?.declaration as Node | undefined;
  const callee = exported?.type === "CallExpression" ? (exported.callee as Node) : undefined;
  if (!exported || callee?.type !== "Identifier" || callee.name !== "defineEnhancer") throw new Error(`enhancer ${where} ${usage}`);
  const [declaration, enhancer, ...more] = exported.arguments as Node[];
  if (declaration?.type !== "ObjectExpression" || !enhancer || more.length) throw new Error(`enhancer ${where} ${usage}`);
  const fields: Record<string, unknown> = {};
  for (const property of declaration.properties as Node[]) {
    const key = property.key as Node | undefined;
    const value = property.value as Node | undefined;
    const keyName = key?.type === "Identifier" ? key.name : key?.type === "Literal" ? key.value : undefined;
    if (property.type !== "Property" || property.computed || typeof keyName !== "string" || value?.type !== "Literal") {
      throw new Error(`enhancer ${where}: its declaration must be written out, each field a literal (the build reads it without running it)`);
    }
    fields[keyName] = value.value;
  }
  return fields;
}

/**
 * Every `<name><suffix>` file under `dir` (an enhancer, an island), sorted by path: its name, its
 * file and its path as messages show it (app/features/insights/toc.enhancer.ts). Throws when a
 * name is not lower case letters, digits and dashes, or is used twice.
 */
export function findNamedFiles(dir: string, suffix: string, kind: string): { name: string; file: string; relative: string }[] {
  const seen = new Map<string, string>();
  return globSync(`**/*${suffix}`, { cwd: dir }).sort().map((found) => {
    const file = path.join(dir, found);
    const name = path.basename(found, suffix);
    const relative = path.relative(path.dirname(dir), file);
    if (!NAME.test(name)) throw new Error(`${kind} ${relative}: its name must be lower case letters, digits and dashes`);
    const other = seen.get(name);
    if (other) throw new Error(`${kind} "${name}" is declared twice: ${other} and ${relative}`);
    seen.set(name, relative);
    return { name, file, relative };
  });
}

/**
 * Every enhancer under `dir` (app/ by default), sorted by name. The build fails when one does not
 * declare itself, its declared name is not its file's (lower case letters, digits and dashes), a
 * name is used twice, or a trigger is not one the runtime knows.
 */
export function findEnhancers(dir = path.join(root, "app")): EnhancerSource[] {
  const enhancers = findNamedFiles(dir, SUFFIX, "enhancer").map(({ name, file, relative }): EnhancerSource => {
    const { name: declared, trigger, compiledOnLoad = false, ...unknown } = readDeclaration(readFileSync(file, "utf8"), file, relative);
    if (declared !== name) throw new Error(`enhancer ${relative} must be named after its file: name: "${name}" (it says ${JSON.stringify(declared)})`);
    if (!TRIGGERS.includes(trigger as Trigger)) throw new Error(`enhancer ${relative}: trigger must be one of ${TRIGGERS.map((t) => `"${t}"`).join(", ")} (it says ${JSON.stringify(trigger)})`);
    if (typeof compiledOnLoad !== "boolean") throw new Error(`enhancer ${relative}: compiledOnLoad must be true or false`);
    if (Object.keys(unknown).length) throw new Error(`enhancer ${relative}: unknown field ${Object.keys(unknown).join(", ")} in its declaration`);
    return { name, trigger: trigger as Trigger, compiledOnLoad, file };
  });
  return enhancers.sort((a, b) => (a.name < b.name ? -1 : 1));
}

const ASKED = /\benhance\(([^)]*)\)/g;
const NAMES = /^\s*"[a-z0-9-]+"\s*(,\s*"[a-z0-9-]+"\s*)*,?\s*$/;

/**
 * Throws when markup under `dir` (app/ by default; its browser runtime aside, which defines
 * `enhance`) asks for an enhancer none declares, `enhance("tco")`, or names one other than by a
 * literal the build can read.
 */
export function checkEnhanceCalls(enhancers: readonly EnhancerSource[], dir = path.join(root, "app")): void {
  const known = new Set(enhancers.map((e) => e.name));
  for (const found of globSync("**/*.{ts,tsx}", { cwd: dir }).sort()) {
    if (found.startsWith(`browser${path.sep}`) || /\.test\.tsx?$/.test(found)) continue;
    for (const [call, args = ""] of readFileSync(path.join(dir, found), "utf8").matchAll(ASKED)) {
      const where = path.relative(path.dirname(dir), path.join(dir, found));
      if (!NAMES.test(args)) throw new Error(`${where}: ${call} must name its enhancers as literals, enhance("name")`);
      for (const [, name] of args.matchAll(/"([^"]*)"/g)) {
        if (!known.has(name!)) throw new Error(`${where}: ${call} asks for an enhancer no app/**/${name}${SUFFIX} declares (there are: ${[...known].join(", ")})`);
      }
    }
  }
}
