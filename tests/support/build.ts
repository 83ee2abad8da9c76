import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { buildState } from "#scripts/build-state.js";

const root = path.resolve(import.meta.dirname, "../..");
const lock = path.join(root, ".cache", "build.lock");

/**
 * The production build the integration tests run (the entry point, backups): the existing one
 * when it is newer than the sources (`npm test` builds before the unit tests), else built here,
 * once, by whichever test file asks first (the others wait on the lock).
 */
export async function ensureBuild(): Promise<void> {
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another test file builds; a lock older than 10 minutes was left by a killed run.
      const age = Date.now() - (statSafe(lock) ?? Date.now());
      if (age > 600_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`waited 10 minutes for ${lock}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!buildState(root).stale) return;
    const r = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
    if (r.status !== 0) throw new Error(`the build failed:\n${r.stderr}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function statSafe(p: string): number | undefined {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return undefined;
  }
}
