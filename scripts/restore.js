// @ts-check
/**
 * `npm run restore -- FILE [--force]`: puts a backup back, with the site stopped, and checks it
 * (docs/deployment.md: Backups).
 */
import { runOps } from "./run-ops.js";

await runOps("restore");
