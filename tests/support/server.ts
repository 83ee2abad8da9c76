import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";

export interface RunningServer {
  url: string;
  logFile: string;
  dataDir: string;
  child: ChildProcess;
  stop: () => Promise<void>;
  /** With `ipc`: sends a message to the server process and resolves with its next answer. */
  ask: (message: string) => Promise<unknown>;
}

/**
 * Starts the production build on the real server (server/launch.js), its log written to a
 * file the tests can read, its data in a fresh directory.
 */
export async function startServer({
  port,
  name,
  env = {},
  keepData = false,
  nodeArgs = [],
  ipc = false,
}: {
  port: number;
  name: string;
  env?: Record<string, string>;
  /** Restart on the same data directory (crash tests). */
  keepData?: boolean;
  /** Node options before the entry point (e.g. --import a probe, --expose-gc). */
  nodeArgs?: string[];
  /** An IPC channel to the server process (for a probe loaded with nodeArgs). */
  ipc?: boolean;
}): Promise<RunningServer> {
  // A server left over from an interrupted run would answer in this one's place (with another
  // data directory): refuse to start rather than test the wrong server.
  const stale = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is already in use (a server left over from an earlier run?)`);
  const root = path.resolve("test-results", name);
  if (!keepData) rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const logFile = path.join(root, "server.log");
  const dataDir = path.join(root, "data");
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [...nodeArgs, "server/launch.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
    stdio: ipc ? ["ignore", out, out, "ipc"] : ["ignore", out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: it would hold the port, and the next run would refuse to start.
      child.kill("SIGTERM");
      throw new Error(`server did not start in 30 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const ask = (message: string) =>
    new Promise<unknown>((resolve, reject) => {
      if (!child.send) return reject(new Error("the server was started without ipc"));
      child.once("message", resolve);
      child.send(message);
    });
  return { url, logFile, dataDir, child, stop, ask };
}
