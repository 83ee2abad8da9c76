// @ts-check
/**
 * What scripts/backup.js, restore.js and db-copy.js share: the Node check, the .env file the
 * server reads too, and the command itself, from the server build (app/ops/cli.server.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { databaseFailureMessage } from "./boot-errors.js";
import { requireSupportedNode } from "./require-node.js";

/**
 * The server bundle to run the command from: BUILD_DIR's, as the server and db:migrate find
 * theirs (default build/ in the working directory), so a backup runs the code the site runs.
 * @param {NodeJS.ProcessEnv} env
 */
export function serverBundle(env = process.env) {
  return path.resolve(env.BUILD_DIR || "build", "server/index.js");
}

/** @param {"backup" | "restore" | "db:copy" | "admin:password" | "check:launch"} command */
export async function runOps(command) {
  requireSupportedNode();
  // Everything these commands create is private (a database snapshot, secrets.json, an archive
  // on its way): made readable by others first and tightened later would leave a moment when
  // it is not, in a folder others may enter (a ./backups made with a plain mkdir).
  process.umask(0o077);
  // A .env file in the working directory is read, as the server does; variables already set win.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const build = serverBundle();
  if (!existsSync(build)) {
    console.error(`${command}: no server build at ${path.relative(process.cwd(), build)}: run npm run build first`);
    process.exit(1);
  }
  const mod = await import(pathToFileURL(build).href);
  // A database that cannot be reached or refuses is named as the server names it at start.
  /** @param {unknown} err */
  const describe = (err) => databaseFailureMessage(err, command === "db:copy" ? "--from or --to" : "DATABASE_URL");
  process.exit(await mod.runOpsCommand(command, process.argv.slice(2), process.env, undefined, describe));
}
