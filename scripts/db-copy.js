// @ts-check
/**
 * `npm run db:copy -- --from URL --to URL [--force]`: copies the site's data between SQLite and
 * PostgreSQL (docs/deployment.md: Moving to PostgreSQL).
 */
import { runOps } from "./run-ops.js";

await runOps("db:copy");
