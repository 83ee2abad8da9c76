// @ts-check
/**
 * `npm run backup`: a consistent snapshot of the database (while the site runs) and DATA_DIR's
 * secrets.json, in one dated file in BACKUP_DIR (docs/deployment.md: Backups).
 */
import { runOps } from "./run-ops.js";

await runOps("backup");
