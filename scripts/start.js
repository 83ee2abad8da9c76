// @ts-check
/**
 * `npm start`: builds the site when the build is missing or older than the sources, then
 * serves it. Nothing to configure: see README for the environment variables.
 */
import { spawnSync } from "node:child_process";
import { buildState } from "./build-state.js";
import { requireSupportedNode } from "./require-node.js";

requireSupportedNode();

const { builtAt, stale } = buildState(process.cwd());
if (stale) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  const r = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import("#server/launch.js");
