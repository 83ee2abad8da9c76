// @ts-check
/**
 * `npm run db:copy -- --from URL --to URL [--force]`: copies the site's data between SQLite and
 * PostgreSQL (README: Moving to PostgreSQL).
 */
import { runOps } from "./run-ops.js";

await runOps("db:copy");
