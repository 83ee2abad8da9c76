// @ts-check
/**
 * `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL,
 * or the SQLite file in DATA_DIR) and exits. The server also does this at boot.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { requireSupportedNode } from "./require-node.js";

requireSupportedNode();

const mod = await import(pathToFileURL(path.resolve("build/server/index.js")).href).catch(() => {
  console.error("No server build: run npm run build first.");
  process.exit(1);
});
const applied = await mod.migrate();
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
