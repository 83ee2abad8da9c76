// @ts-check
/**
 * `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL,
 * or the SQLite file in DATA_DIR, from the environment or a .env file, as the server reads them)
 * and exits. The server also does this at boot.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { failBoot } from "./boot-errors.js";
import { requireSupportedNode } from "./require-node.js";

requireSupportedNode();

// The same settings as the server (server/launch.js): a .env file is read; variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");

const bundle = path.resolve(process.env.BUILD_DIR || "build", "server/index.js");
if (!existsSync(bundle)) {
  console.error(`No server build at ${path.relative(process.cwd(), bundle)}: run npm run build first.`);
  process.exit(1);
}
try {
  const mod = await import(pathToFileURL(bundle).href);
  const applied = await mod.migrate();
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} catch (err) {
  failBoot("The database could not be migrated", err);
}
