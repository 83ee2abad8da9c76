/**
 * Issue 23, "boot at scale": the site built with 1,000 generated insights (bench/lib/insights-fixture.ts),
 * then its server started: the time until it answers, and its memory (RSS) at that moment, after
 * the static pages are rendered in the background, and after every insight has been asked for
 * once (each then kept in memory: server/prerendered-pages.ts). `npx tsx bench/boot-at-scale.ts [--no-build]`
 * (BOOT_SCALE_NODE_FLAGS: flags for the server's node, e.g. --max-old-space-size=160).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeInsightsFixture } from "./lib/insights-fixture";

const COUNT = 1000;
// Outside test-results/ (Playwright empties it at each run), inside the project (the server build resolves node_modules from there).
const root = path.resolve(process.env.BOOT_SCALE_DIR ?? ".cache/boot-at-scale");
const fixture = path.join(root, "insights");
const buildDir = path.join(root, "build");
const port = Number(process.env.BOOT_SCALE_PORT ?? 4890);

/** CPU seconds the process has used (user + system), from /proc: on a busy machine the wall clock says little. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);

async function main() {
  mkdirSync(root, { recursive: true });
  if (!process.argv.includes("--no-build")) {
    writeInsightsFixture(fixture, COUNT);
    const started = performance.now();
    const build = spawnSync("npx", ["react-router", "build"], {
      encoding: "utf8",
      env: { ...process.env, INSIGHTS_DIR: fixture, INSIGHTS_OG_IMAGES: "off", BUILD_DIR: buildDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (build.status !== 0) throw new Error(build.stderr.slice(-2000));
    console.log(`build: ${Math.round((performance.now() - started) / 1000)} s`);
  }
  const dataDir = path.join(root, "data");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(process.env.BOOT_SCALE_NODE_FLAGS ?? "").split(" ").filter(Boolean), "--input-type=module", "-e", `const m = await import(${JSON.stringify(path.join(buildDir, "server/index.js"))}); await m.start({ clientDir: ${JSON.stringify(path.join(buildDir, "client"))} });`],
    { env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" }, stdio: "inherit" },
  );
  child.on("exit", (code, signal) => console.log(`server exited: ${code ?? signal}`));
  const url = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (await fetch(`${url}/robots.txt`).then((r) => r.ok, () => false)) break;
      if (performance.now() - started > 300_000) throw new Error("no answer in 300 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    const bootMs = Math.round(performance.now() - started);
    const bootRss = rssMb(child.pid!);
    console.log(`boot: ${bootMs} ms to the first answer (CPU ${cpuSeconds(child.pid!)} s; load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}), RSS ${bootRss} MB`);
    await new Promise((r) => setTimeout(r, 5000));
    console.log(`5 s later (static pages warmed): RSS ${rssMb(child.pid!)} MB`);
    const html = await (await fetch(`${url}/insights-full`)).text();
    const slugs = [...new Set([...html.matchAll(/href="\/insights\/([a-z0-9-]+)"/g)].map((m) => m[1]!))];
    const index = (await (await fetch(`${url}/insights-index.json`)).json()) as unknown;
    const all = JSON.stringify(index).match(/"slug":"([a-z0-9-]+)"/g)?.map((s) => s.slice(8, -1)) ?? slugs;
    const t0 = performance.now();
    for (const slug of all) {
      const res = await fetch(`${url}/insights/${slug}`, { headers: { "accept-encoding": "br" } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/insights/${slug}: ${res.status}`);
    }
    console.log(`first request of ${all.length} insights: ${Math.round(performance.now() - t0)} ms in all; RSS ${rssMb(child.pid!)} MB`);
    await new Promise((r) => setTimeout(r, 20_000));
    const t1 = performance.now();
    let cached = 0;
    for (const slug of all) {
      const res = await fetch(`${url}/insights/${slug}`, { headers: { "accept-encoding": "br" } });
      await res.arrayBuffer();
      if (!/nonce-/.test(res.headers.get("content-security-policy") ?? "")) cached++;
    }
    console.log(`second request of each: ${Math.round(performance.now() - t1)} ms in all, ${cached} served from memory; RSS ${rssMb(child.pid!)} MB`);
  } finally {
    child.kill("SIGTERM");
  }
}

await main();
