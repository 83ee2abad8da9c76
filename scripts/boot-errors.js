// @ts-check
/**
 * What the server and `npm run db:migrate` say when they cannot start: for the failures a
 * deployer meets (a setting, the data folder, the port, the database), one line that names the
 * cause and what to do, not a stack trace (docs/deployment.md, Configuration: "a value that is set but wrong stops the boot
 * with a message that names it"). Anything else is printed whole; so is everything with DEBUG=1.
 */

/** @param {unknown} err @returns {string | null} */
export function bootFailureMessage(err) {
  if (!err || typeof err !== "object") return null;
  const e = /** @type {{ name?: string; message?: string; code?: string; path?: string; syscall?: string; port?: number; address?: string }} */ (err);
  const message = e.message ?? "";
  if (e.name === "ConfigError") return message;
  if (e.code === "EADDRINUSE") return `Port ${e.port ?? process.env.PORT ?? ""} is already in use${e.address ? ` on ${e.address}` : ""}: stop what uses it, or set PORT to another port.`;
  if (e.code === "EROFS") return `${e.path ?? "The data folder"} is on a read-only disk: DATA_DIR must be a folder this server can write to.`;
  if (e.code === "EACCES" || e.code === "EPERM") {
    if (e.syscall === "listen") return `Not allowed to listen on port ${e.port ?? process.env.PORT ?? ""}: ports under 1024 need privileges; use a higher PORT behind the proxy.`;
    return `Not allowed to ${e.syscall === "open" ? "open" : "write"} ${e.path ?? "a file in the data folder"}: DATA_DIR must be owned by (or writable for) the user that runs the site.`;
  }
  if (e.code === "ENOENT" && e.syscall === "mkdir") return `Cannot create ${e.path ?? "the data folder"}: its parent folder does not exist or is not writable (check DATA_DIR).`;
  // HOST names where to listen: a name that does not resolve, or an address not on this machine.
  const host = process.env.HOST;
  if (host && (e.code === "ENOTFOUND" || e.code === "EAI_AGAIN" || e.code === "EADDRNOTAVAIL") && (/** @type {{ hostname?: string }} */ (e).hostname === host || e.address === host || e.syscall === "listen")) {
    return `HOST=${host} is not an address of this machine to listen on: use 0.0.0.0 (every address), 127.0.0.1 (behind a proxy on this machine) or one of its own addresses.`;
  }
  const database = databaseFailureMessage(err);
  if (database) return database;
  // pino's answer to an unknown LOG_LEVEL.
  if (/^default level:.* must be included in custom levels/.test(message) || /^unknown level /.test(message)) {
    return `LOG_LEVEL=${process.env.LOG_LEVEL ?? ""} is not a level: use one of fatal, error, warn, info, debug, trace, silent.`;
  }
  return null;
}

/**
 * The database's part of the above: it cannot be reached, or refuses. Also what `npm run backup`,
 * `restore` and `db:copy` say (scripts/run-ops.js), where the rest would be misread (their files
 * are not DATA_DIR's). `named`: where the database's URL was given.
 * @param {unknown} err @param {string} [named] @returns {string | null}
 */
export function databaseFailureMessage(err, named = "DATABASE_URL") {
  if (!err || typeof err !== "object") return null;
  const e = /** @type {{ message?: string; code?: string; port?: number; address?: string }} */ (err);
  const message = e.message ?? "";
  if (e.code === "ECONNREFUSED" || e.code === "ENOTFOUND" || e.code === "EAI_AGAIN" || e.code === "ETIMEDOUT") {
    return `Cannot reach the database named by ${named} (${e.code}${e.address ? ` at ${e.address}${e.port ? `:${e.port}` : ""}` : ""}): is PostgreSQL running, and is the host right?`;
  }
  // node-postgres's own words: no answer within the pool's connection timeout, or the connection
  // closed before PostgreSQL's first answer (not PostgreSQL on that port, or a proxy refusing).
  if (/^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/i.test(message)) {
    return `The database named by ${named} did not answer within 10 s: is PostgreSQL running (not paused or overloaded), and does a firewall let the connection through?`;
  }
  if (/^Connection terminated unexpectedly/i.test(message)) {
    return `The database named by ${named} closed the connection at once: is it PostgreSQL on that host and port, and does it accept this client (pg_hba.conf, SSL)?`;
  }
  // PostgreSQL's own refusals (SQLSTATE): wrong password or role, no such database.
  if (e.code === "28P01" || e.code === "28000") return `The database refused the login in ${named}: ${message}.`;
  if (e.code === "3D000") return `The database in ${named} does not exist: ${message}. Create it first (docs/deployment.md: 'Moving to PostgreSQL (and back)').`;
  return null;
}

/** Prints why the start failed (see above) and exits with 1. @param {string} what @param {unknown} err @returns {never} */
export function failBoot(what, err) {
  const line = process.env.DEBUG ? null : bootFailureMessage(err);
  if (line) console.error(`${what}: ${line}`);
  else console.error(err);
  process.exit(1);
}
