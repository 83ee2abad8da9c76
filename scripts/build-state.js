// @ts-check
/**
 * Whether the production build is missing or older than the sources it is made from: `npm start`
 * builds first when it is, and so do the tests that run the built server (tests/support/build.ts).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "content", "server", "public", "tools", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

/** @param {string} p @returns {number} */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(p)) max = Math.max(max, newest(path.join(p, name)));
  return max;
}

/**
 * @param {string} root
 * @param {string} buildDir the build's folder, relative to root (BUILD_DIR, default build)
 * @returns {{ builtAt: number, stale: boolean }}
 */
export function buildState(root, buildDir = "build") {
  const stamp = path.resolve(root, buildDir, "server/index.js");
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
  return { builtAt, stale: builtAt < sourcesAt };
}
