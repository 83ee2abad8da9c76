// @ts-check
/**
 * `npm start`: builds the site when the build is missing or older than the sources, then
 * serves it. Nothing to configure: see docs/deployment.md for the environment variables.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { buildState } from "./build-state.js";
import { requireSupportedNode } from "./require-node.js";

requireSupportedNode();

// The build the server will start from (server/launch.js: BUILD_DIR, from the environment or
// .env): checked and built there. Only BUILD_DIR is taken from .env here, so the build itself
// runs with the environment it always had (a NODE_ENV in .env is the server's, not the build's).
const fromFile = existsSync(".env") ? parseEnv(readFileSync(".env", "utf8")).BUILD_DIR : undefined;
const buildDir = process.env.BUILD_DIR || fromFile || "build";

const { builtAt, stale } = buildState(process.cwd(), buildDir);
if (stale) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  const r = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import("#server/launch.js");
