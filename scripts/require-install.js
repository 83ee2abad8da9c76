// @ts-check
/**
 * `npm test` and `npm run typecheck` first check that node_modules holds what package-lock.json
 * locks for every direct dependency: a checkout pulled after a dependency was added, without
 * `npm ci` since, otherwise fails far from the cause (a type-check error "Cannot find module" in
 * the file that imports it). One stat and one small read per direct dependency.
 */
import { readFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const read = (/** @type {string} */ file) => JSON.parse(readFileSync(new URL(file, root), "utf8"));

/** Direct dependencies missing from node_modules or at another version than the lockfile's. */
export function staleDependencies() {
  const pkg = read("package.json");
  const lock = read("package-lock.json");
  /** @type {string[]} */
  const stale = [];
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const locked = lock.packages?.[`node_modules/${name}`]?.version;
    let installed;
    try {
      installed = read(`node_modules/${name}/package.json`).version;
    } catch {
      installed = undefined;
    }
    if (installed !== locked) stale.push(installed ? `${name} ${installed} (locked: ${locked})` : `${name} (not installed)`);
  }
  return stale;
}

export function requireCurrentInstall() {
  const stale = staleDependencies();
  if (!stale.length) return;
  console.error(`node_modules does not match package-lock.json: ${stale.join(", ")}.\nRun \`npm ci\` (or \`npm install\`) first.`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) requireCurrentInstall();
