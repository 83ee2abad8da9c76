// @ts-check
/**
 * Starts the site. Production: the built server bundle (build/server/index.js), which holds
 * our Express server and the React Router app. Development (--dev): the same server code
 * loaded through Vite, with hot reload.
 */
import { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { failBoot } from "#scripts/boot-errors.js";
import { requireSupportedNode } from "#scripts/require-node.js";
import { execWithServerNodeFlags } from "./node-flags.js";

requireSupportedNode();

const dev = process.argv.includes("--dev");

// A .env file next to package.json is read if present; variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");

async function main() {
  if (dev) {
    process.env.NODE_ENV ??= "development";
    // Vite's hot-reload socket on the site's own port (server/app.ts hands it the upgrade
    // requests), where the pages' policy ('self') lets the browser reach it; on a port of its own
    // it was refused, and two dev servers fought over one port.
    const upgrades = new EventEmitter();
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true, ws: { server: /** @type {any} */ (upgrades) } } }));
    const mod = await vite.ssrLoadModule("./server/app.ts");
    await mod.start({
      clientDir: null,
      devMiddleware: vite.middlewares,
      devUpgrade: (/** @type {unknown[]} */ ...args) => upgrades.emit("upgrade", ...args),
      getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
    });
  } else {
    process.env.NODE_ENV ??= "production";
    // V8's heap sized for this server, not the machine (./node-flags.js): this process starts again with them.
    execWithServerNodeFlags();
    // BUILD_DIR: the build react-router.config.ts wrote (default build/); the bench starts its fixture's.
    const buildDir = path.resolve(process.env.BUILD_DIR || "build");
    const entry = path.join(buildDir, "server/index.js");
    if (!existsSync(entry)) {
      console.error(`The site could not start: no server build at ${entry}: run npm run build first (npm start builds when needed).`);
      process.exit(1);
    }
    const mod = await import(pathToFileURL(entry).href);
    await mod.start({ clientDir: path.join(buildDir, "client") });
  }
}

// A problem the deployer can fix (a setting, the data folder, the port, the database) is said in
// one line, without a stack trace (#scripts/boot-errors.js).
main().catch((err) => failBoot("The site could not start", err));
