// @ts-check
/**
 * `npm start`: builds the site when the build is missing or older than the sources, then
 * serves it. Nothing to configure: see README for the environment variables.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { requireSupportedNode } from "./require-node.js";

requireSupportedNode();

const root = process.cwd();
const stamp = path.join(root, "build/server/index.js");
const sources = ["app", "content", "server", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

/** @param {string} p @returns {number} */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(p)) max = Math.max(max, newest(path.join(p, name)));
  return max;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  const r = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import("#server/launch.js");
