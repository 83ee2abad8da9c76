// @ts-check
/**
 * `npm run admin:password`: makes a new owner's password when ADMIN_PASSWORD is not set, shows it
 * on this terminal once and keeps only its hash in DATA_DIR (docs/owner-guide.md: The owner's admin area).
 */
import { runOps } from "./run-ops.js";

await runOps("admin:password");
