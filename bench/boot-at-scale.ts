/**
 * Issue 23, "boot at scale", on its own (bench/lib/boot-scale.ts; in the bench: `npm run bench --
 * --pages=boot-scale`): the site built with 1,000 generated insights, its server started as
 * production starts it, the time until it answers and its memory (RSS) at that moment, after the
 * static pages are rendered in the background, and after every insight has been asked for.
 * `npx tsx bench/boot-at-scale.ts [--no-build]` (BOOT_SCALE_NODE_FLAGS: more flags for the
 * server's node, e.g. --trace-gc; BOOT_SCALE_PORT, BOOT_SCALE_DIR).
 */
import { budgets } from "./budgets.ts";
import { measureBootAtScale } from "./lib/boot-scale.ts";

const r = await measureBootAtScale({
  port: Number(process.env.BOOT_SCALE_PORT ?? 4890),
  build: !process.argv.includes("--no-build"),
  ...(process.env.BOOT_SCALE_DIR ? { dir: process.env.BOOT_SCALE_DIR } : {}),
  extraNodeFlags: (process.env.BOOT_SCALE_NODE_FLAGS ?? "").split(" ").filter(Boolean),
  log: (msg) => console.log(msg),
});
if (r.buildSeconds !== null) console.log(`build: ${r.buildSeconds} s`);
const { bootMs, peakRssBytes } = budgets.bootAtScale;
console.log(
  `first answer ${r.bootMs} ms (budget ${bootMs}), CPU ${r.bootCpuS} s; peak RSS ${r.rssMb.peak} MB (budget ${peakRssBytes / 1e6}); ` +
    `${r.bootMs <= bootMs && r.peakRssBytes <= peakRssBytes ? "within budget" : "OVER BUDGET"}`,
);
