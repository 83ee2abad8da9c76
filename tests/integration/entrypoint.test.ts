import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { suitePort } from "#tests/support/ports.ts";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { LATEST_MIGRATION } from "#app/db/migrations.server.ts";
import { getSubmission } from "#app/infra/repository.server.ts";
import { ensureBuild } from "#tests/support/build.ts";
import { imageRuntime } from "#tests/support/dockerfile.ts";

/**
 * The container image's entry point, run outside a container exactly as the image runs it: the
 * Dockerfile's ENTRYPOINT and CMD, its ENV, from its WORKDIR mapped onto this checkout (the image
 * has the repository's layout), with DATA_DIR in a fresh folder. It migrates, serves /healthz and
 * /readyz, and on SIGTERM in the middle of a burst of submissions it exits 0 with every
 * submission it answered 201 stored: the signal reached the server (the entrypoint execs it).
 */
const root = path.resolve(import.meta.dirname, "../..");
const PORT = suitePort("ENTRYPOINT");
const image = imageRuntime();
const inCheckout = (p: string) => (p === image.workdir ? root : p.startsWith(`${image.workdir}/`) ? path.join(root, p.slice(image.workdir.length + 1)) : p);
// npm scripts put the project's Node 26 first on PATH; the image's is /usr/local/bin/node.
const PATH = `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`;

let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
beforeAll(() => ensureBuild(), 600_000);

it("runs arguments instead of the server when given some (docker compose run site npm run backup)", () => {
  const [cmd, ...args] = image.command.map(inCheckout);
  const r = spawnSync(cmd as string, [...args, "node", "-e", "console.log(process.cwd())"], { cwd: inCheckout(image.workdir), env: { ...process.env, PATH }, encoding: "utf8" });
  expect(r.status).toBe(0);
  expect(r.stdout.trim()).toBe(root);
});

it("migrates, serves /healthz and /readyz, and stops cleanly on SIGTERM under load without losing an accepted submission", async () => {
  expect(image.command.map(inCheckout)[0]).toBe(path.join(root, "scripts/entrypoint.sh"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "entrypoint-"));
  const logFile = path.join(dataDir, "..", `${path.basename(dataDir)}.log`);
  const out = openSync(logFile, "a");
  const env = { ...process.env, PATH, ...image.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: "127.0.0.1", FORM_RATE_LIMIT_MAX: "100000", LOG_LEVEL: "info" };
  const [cmd, ...args] = image.command.map(inCheckout);
  child = spawn(cmd as string, args, { cwd: inCheckout(image.workdir), env, stdio: ["ignore", out, out] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child?.once("exit", (code, signal) => resolve({ code, signal }));
    child?.once("error", reject);
  });
  const url = `http://127.0.0.1:${PORT}`;

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the entry point exited with ${child.exitCode}: ${readFileSync(logFile, "utf8")}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`not up in 90 s: ${readFileSync(logFile, "utf8")}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  // Migrations first, then one line saying what runs where.
  const log = readFileSync(logFile, "utf8").split("\n");
  expect(log[0]).toMatch(new RegExp(`^Applied: 0001_leads, .*${LATEST_MIGRATION}$`));
  expect(log.join("\n")).toMatch(new RegExp(`strategist-site \\d+\\.\\d+\\.\\d+ serving http://127\\.0\\.0\\.1:${PORT} \\(listening on 127\\.0\\.0\\.1:${PORT}\\) on SQLite ${dataDir}/site\\.db`));

  const health = await fetch(`${url}/healthz`);
  expect([health.status, await health.text(), health.headers.get("cache-control")]).toEqual([200, "ok", "no-store"]);

  // A load balancer polling: every answer 200, none rate-limited, each cheap in the server.
  const durations: number[] = [];
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ready: true });
    durations.push(Number(/dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]));
  }
  durations.sort((a, b) => a - b);
  console.log(`/readyz server time over 100 polls: median ${durations[50]} ms, p90 ${durations[90]} ms, max ${durations[99]} ms`);
  expect(durations[50]).toBeLessThanOrEqual(1);
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  expect(sitemap).not.toMatch(/healthz|readyz/);
  // Health checks are not logged per request.
  expect(readFileSync(logFile, "utf8")).not.toContain('"url":"/readyz"');

  // A burst of submissions; SIGTERM in the middle of it.
  const accepted: string[] = [];
  const failedStatuses: number[] = [];
  let n = 0;
  let signalled = false;
  const worker = async () => {
    for (;;) {
      const i = n++;
      try {
        const res = await fetch(`${url}/api/leads/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ firstName: "Stop", lastName: `Test ${i}`, email: `stop${i}@example.com`, message: `message ${i}`, elapsedMs: 3000 }),
        });
        if (res.status === 201) accepted.push(((await res.json()) as { id: string }).id);
        else failedStatuses.push(res.status);
      } catch {
        if (signalled) return; // the server closed: refused, never accepted
        throw new Error("a request failed before SIGTERM");
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  while (accepted.length < 60) await new Promise((r) => setTimeout(r, 10));
  signalled = true;
  child.kill("SIGTERM");
  await Promise.all(workers);
  const { code, signal } = await exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(failedStatuses).toEqual([]);
  const text = readFileSync(logFile, "utf8");
  expect(text).toContain('"signal":"SIGTERM","msg":"shutting down"');
  expect(text).toContain('"msg":"stopped"');

  const database = await openDatabase(`file:${dataDir}/site.db`, { migrate: false });
  try {
    const missing: string[] = [];
    for (const id of accepted) if (!(await getSubmission(database, id))) missing.push(id);
    console.log(`SIGTERM during a burst: ${accepted.length} accepted, ${missing.length} missing`);
    expect(missing).toEqual([]);
  } finally {
    await database.close();
  }
}, 180_000);
