import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeInsightsFixture } from "./insights-fixture.ts";
import { servedFromMemory, untilServedFromMemory } from "./served-from-memory.ts";
import { missingNodeFlags } from "#server/node-flags.js";

/**
 * Issue 23, "boot at scale": the site built with 1,000 generated insights (./insights-fixture.ts),
 * then its server started as production starts it (server/launch.js: its node flags too): the
 * time until it answers (server/launch.js, which starts again with its node flags: the same pid),
 * its CPU time by then, and its memory (RSS) at that moment, after the
 * static pages are rendered in the background, after every insight has been asked for once
 * (each then kept in memory, server/prerendered-pages.ts), and after each was asked for again; the
 * peak RSS (VmHWM) over the whole run is what the budget holds (bench/budgets.ts).
 * bench/boot-at-scale.ts runs it on its own; `npm run bench -- --pages=boot-scale` in the bench.
 */
export interface BootScaleResult {
  insights: number;
  /** Null when an existing build was measured. */
  buildSeconds: number | null;
  /** Spawn to the first answer (wall clock). */
  bootMs: number;
  /** The server's CPU (user + system) by its first answer: on a busy machine the wall clock says little. */
  bootCpuS: number;
  loadAverage: string;
  nodeFlags: string[];
  /** MB = 1,000,000 bytes. */
  rssMb: { boot: number; warm: number; afterFirstRequests: number; afterSecondRequests: number; peak: number };
  /** The peak RSS over the whole run (VmHWM), what the budget holds. */
  peakRssBytes: number;
  firstRequestsMs: number;
  /** From the last first request until every insight was rendered for memory (one at a time, in the background). */
  renderedForMemoryMs: number;
  secondRequestsMs: number;
  /** Of the second requests, how many were served from memory (constant bytes, no nonce). */
  servedFromMemory: number;
}

const COUNT = 1000;

/** CPU seconds a process has used (user + system), from /proc. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** A memory figure of the process from /proc (kB there), in bytes. */
const statusBytes = (pid: number, field: "VmRSS" | "VmHWM") => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
/** In MB (1,000,000 bytes, as the budget counts). */
const statusMb = (pid: number, field: "VmRSS" | "VmHWM") => Math.round(statusBytes(pid, field) / 1e6);
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

export interface BootScaleOptions {
  port: number;
  /** Build the fixture site first (else the last build under `dir` is measured; built when there is none). */
  build?: boolean;
  /** Where the fixture, its build and the server's data go. */
  dir?: string;
  /** Extra node flags for the server (after production's own). */
  extraNodeFlags?: string[];
  log?: (msg: string) => void;
  /** The server's output (default: inherited). */
  stdio?: "inherit" | "ignore";
}

async function get(url: string): Promise<Response> {
  const res = await fetch(url, { headers: { "accept-encoding": "br" } });
  await res.arrayBuffer();
  return res;
}

export async function measureBootAtScale({ port, build = true, dir = ".cache/boot-at-scale", extraNodeFlags = [], log = () => {}, stdio = "inherit" }: BootScaleOptions): Promise<BootScaleResult> {
  // Outside test-results/ (Playwright empties it at each run), inside the project (the server build resolves node_modules from there).
  const root = path.resolve(dir);
  const fixture = path.join(root, "insights");
  const buildDir = path.join(root, "build");
  mkdirSync(root, { recursive: true });
  let buildSeconds: number | null = null;
  if (build || !existsSync(path.join(buildDir, "server/index.js"))) {
    log(`boot at scale: building the site with ${COUNT} generated insights…`);
    writeInsightsFixture(fixture, COUNT);
    const started = performance.now();
    const r = spawnSync("npx", ["react-router", "build"], {
      encoding: "utf8",
      env: { ...process.env, INSIGHTS_DIR: fixture, INSIGHTS_OG_IMAGES: "off", BUILD_DIR: buildDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`the fixture build failed: ${r.stderr.slice(-2000)}`);
    buildSeconds = Math.round((performance.now() - started) / 1000);
  }
  const dataDir = path.join(root, "data");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // As production starts it: server/launch.js, which starts again with the server's node flags (server/node-flags.js).
  const nodeFlags = [...extraNodeFlags, ...missingNodeFlags(extraNodeFlags, "")];
  log(`boot at scale: starting its server (node ${nodeFlags.join(" ")} server/launch.js)…`);
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...extraNodeFlags, "server/launch.js"], {
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", NOINDEX_HOSTS: "none", INDEX_HOSTS: "*", NODE_OPTIONS: "" },
    stdio,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const pid = child.pid!;
  const url = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (await fetch(`${url}/robots.txt`).then((r) => r.ok, () => false)) break;
      if (performance.now() - started > 300_000) throw new Error("no answer in 300 s");
      await new Promise((r) => setTimeout(r, 20));
    }
    const bootMs = Math.round(performance.now() - started);
    const bootCpuS = cpuSeconds(pid);
    const load = loadAverage();
    const boot = statusMb(pid, "VmRSS");
    log(`boot at scale: ${bootMs} ms to the first answer (CPU ${bootCpuS} s; load average ${load}), RSS ${boot} MB`);
    await new Promise((r) => setTimeout(r, 5000));
    const warm = statusMb(pid, "VmRSS");
    log(`boot at scale: 5 s later (static pages warmed): RSS ${warm} MB`);
    const index = (await (await fetch(`${url}/insights-index.json`)).json()) as { slug: string }[];
    const slugs = index.map((i) => i.slug);
    if (slugs.length !== COUNT) throw new Error(`the search index lists ${slugs.length} insights, not ${COUNT}`);
    const t0 = performance.now();
    for (const slug of slugs) {
      const res = await get(`${url}/insights/${slug}`);
      if (res.status !== 200) throw new Error(`/insights/${slug}: ${res.status}`);
    }
    const firstRequestsMs = Math.round(performance.now() - t0);
    const afterFirstRequests = statusMb(pid, "VmRSS");
    log(`boot at scale: first request of ${slugs.length} insights: ${firstRequestsMs} ms in all; RSS ${afterFirstRequests} MB`);
    // The pages asked for are rendered for memory behind their first request.
    const waitStarted = performance.now();
    await untilServedFromMemory(`${url}/insights/${slugs.at(-1)}`, { everyMs: 1000, timeoutMs: 600_000, what: "the insights" });
    const renderedForMemoryMs = Math.round(performance.now() - waitStarted);
    log(`boot at scale: every insight in memory ${renderedForMemoryMs} ms after the last first request`);
    const t1 = performance.now();
    let fromMemory = 0;
    for (const slug of slugs) {
      const res = await get(`${url}/insights/${slug}`);
      if (res.status !== 200) throw new Error(`/insights/${slug}: ${res.status}`);
      if (servedFromMemory(res)) fromMemory++;
    }
    const secondRequestsMs = Math.round(performance.now() - t1);
    const afterSecondRequests = statusMb(pid, "VmRSS");
    const peakRssBytes = statusBytes(pid, "VmHWM");
    const peak = Math.round(peakRssBytes / 1e6);
    log(`boot at scale: second request of each: ${secondRequestsMs} ms in all, ${fromMemory} served from memory; RSS ${afterSecondRequests} MB, peak ${peak} MB`);
    return {
      insights: COUNT,
      buildSeconds,
      bootMs,
      bootCpuS,
      loadAverage: load,
      nodeFlags,
      rssMb: { boot, warm, afterFirstRequests, afterSecondRequests, peak },
      peakRssBytes,
      firstRequestsMs,
      renderedForMemoryMs,
      secondRequestsMs,
      servedFromMemory: fromMemory,
    };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}
