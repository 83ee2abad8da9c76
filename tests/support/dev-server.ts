import { spawn } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * `npm run dev` (server/launch.js --dev: the Vite dev server inside our Express server) on a port
 * of a test's own, with a fresh data directory and its log in test-results/<name>/. Its first
 * start optimises the browser's dependencies (node_modules/.vite), so it may take a minute on a
 * loaded machine.
 */
export async function startDevServer({ port, name }: { port: number; name: string }): Promise<{ url: string; logFile: string; stop: () => Promise<void> }> {
  const root = path.resolve("test-results", name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const logFile = path.join(root, "server.log");
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--conditions=development", "server/launch.js", "--dev"], {
    env: { ...process.env, NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(root, "data"), LOG_LEVEL: "warn", FORM_RATE_LIMIT_MAX: "100000" },
    stdio: ["ignore", out, out],
  });
  // Not left running when the test process ends first (a timeout): it would hold the port.
  const orphaned = () => child.kill("SIGTERM");
  process.once("exit", orphaned);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      process.off("exit", orphaned);
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode}; see ${logFile}`);
    if (await fetch(`${url}/robots.txt`).then((r) => r.ok, () => false)) return { url, logFile, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the dev server did not start in 120 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
