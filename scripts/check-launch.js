// @ts-check
/**
 * `npm run check:launch`: the launch checklist (docs/owner-guide.md: Before going live); exits 1 while an item that
 * would hurt a live site is open, so a deploy script can refuse to go live.
 */
import { runOps } from "./run-ops.js";

await runOps("check:launch");
