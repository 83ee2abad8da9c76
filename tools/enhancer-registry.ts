import { globSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst } from "rolldown/parseAst";
import type { Trigger } from "#app/browser/api.ts";

/**
 * The enhancers' registry (app/islands/README.md, 'Enhancers'). Every `app/**\/<name>.enhancer.ts`
 * declares itself, `export default defineEnhancer({ name, trigger, compiledOnLoad? }, …)`, and
 * this reads the declarations from the sources (parsed, not run) and writes the table the browser
 * runtime and `enhance()` use: app/browser/enhancers.generated.ts, committed, so that a misspelt
 * name in `enhance("…")` does not compile without a build first. The build
 * (tools/runtime-bundle.ts) and a unit test fail when that file is not what the sources say.
 *
 *   npm run enhancers            writes app/browser/enhancers.generated.ts
 *   npm run enhancers -- --check exits 1 when it is out of date
 */
const root = fileURLToPath(new URL("..", import.meta.url));
export const registryFile = path.join(root, "app/browser/enhancers.generated.ts");
const REGISTRY = path.relative(root, registryFile);

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
 * Every enhancer under `dir` (app/ by default), sorted by name. The build fails when one does not
 * declare itself, its declared name is not its file's (lower case letters, digits and dashes), a
 * name is used twice, or a trigger is not one the runtime knows.
 */
export function findEnhancers(dir = path.join(root, "app")): EnhancerSource[] {
  const files = globSync(`**/*${SUFFIX}`, { cwd: dir }).sort();
  const seen = new Map<string, string>();
  const enhancers = files.map((found): EnhancerSource => {
    const file = path.join(dir, found);
    const name = path.basename(found, SUFFIX);
    /** As messages show it: app/features/insights/toc.enhancer.ts. */
    const relative = path.relative(path.dirname(dir), file);
    if (!NAME.test(name)) throw new Error(`enhancer ${relative}: its name must be lower case letters, digits and dashes`);
    const other = seen.get(name);
    if (other) throw new Error(`enhancer "${name}" is declared twice: ${other} and ${relative}`);
    seen.set(name, relative);
    const { name: declared, trigger, compiledOnLoad = false, ...unknown } = readDeclaration(readFileSync(file, "utf8"), file, relative);
    if (declared !== name) throw new Error(`enhancer ${relative} must be named after its file: name: "${name}" (it says ${JSON.stringify(declared)})`);
    if (!TRIGGERS.includes(trigger as Trigger)) throw new Error(`enhancer ${relative}: trigger must be one of ${TRIGGERS.map((t) => `"${t}"`).join(", ")} (it says ${JSON.stringify(trigger)})`);
    if (typeof compiledOnLoad !== "boolean") throw new Error(`enhancer ${relative}: compiledOnLoad must be true or false`);
    if (Object.keys(unknown).length) throw new Error(`enhancer ${relative}: unknown field ${Object.keys(unknown).join(", ")} in its declaration`);
    return { name, trigger: trigger as Trigger, compiledOnLoad, file };
  });
  return enhancers.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** app/browser/enhancers.generated.ts for these enhancers. */
export function renderRegistry(enhancers: readonly EnhancerSource[]): string {
  const key = (name: string) => (/^[a-z][a-z0-9]*$/.test(name) ? name : JSON.stringify(name));
  const entries = enhancers.map((e) => `  /** ${path.relative(root, e.file).split(path.sep).join("/")} */\n  ${key(e.name)}: ${JSON.stringify(e.trigger)},\n`);
  return `// Generated by tools/enhancer-registry.ts from the declarations of app/**/*.enhancer.ts: do not
// edit. \`npm run enhancers\` writes it again; the build and a unit test fail when it is out of date.
import type { Trigger } from "./api";

/** Each enhancer's trigger, by name: what the browser runtime loads, and when (./enhance.ts). */
export const enhancerTriggers = {
${entries.join("")}} as const satisfies Record<string, Trigger>;

/** The names \`data-enhance\` may hold (\`enhance()\`, ./enhancers.ts). */
export type EnhancerName = keyof typeof enhancerTriggers;
`;
}

/** Throws, saying what to run, when app/browser/enhancers.generated.ts is not what the sources say. */
export function checkRegistry(enhancers = findEnhancers()): void {
  let current = "";
  try {
    current = readFileSync(registryFile, "utf8");
  } catch {
    // missing: out of date
  }
  if (current !== renderRegistry(enhancers)) {
    throw new Error(`${REGISTRY} is out of date with the enhancers (app/**/*${SUFFIX}): run \`npm run enhancers\` and commit it`);
  }
}

if (import.meta.main) {
  if (process.argv.includes("--check")) {
    try {
      checkRegistry();
    } catch (err) {
      console.error((err as Error).message);
      process.exit(1);
    }
  } else {
    const enhancers = findEnhancers();
    writeFileSync(registryFile, renderRegistry(enhancers));
    console.log(`${REGISTRY}: ${enhancers.map((e) => e.name).join(", ")}`);
  }
}
