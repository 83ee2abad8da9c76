import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A real PostgreSQL server for the tests, started from the machine's PostgreSQL binaries in a
 * throwaway directory. initdb refuses to run as root, so as root it runs as the `postgres`
 * user (or `nobody`).
 */
function findBin(name: string): string {
  try {
    return execFileSync("which", [name], { encoding: "utf8" }).trim();
  } catch {
    const root = "/usr/lib/postgresql";
    if (existsSync(root)) {
      for (const v of readdirSync(root).sort().reverse()) {
        const p = path.join(root, v, "bin", name);
        if (existsSync(p)) return p;
      }
    }
    throw new Error(`PostgreSQL's ${name} was not found: install the postgresql package (see docs/development.md, Tests).`);
  }
}

function runAsUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const u of ["postgres", "nobody"]) {
    try {
      const uid = Number(execFileSync("id", ["-u", u], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", u], { encoding: "utf8" }).trim());
      return { uid, gid };
    } catch {
      // try the next
    }
  }
  throw new Error("running as root and no unprivileged user (postgres or nobody) exists for initdb");
}

export interface TestPostgres {
  url: string;
  stop: () => Promise<void>;
}

/** A port the OS says is free now (it could be taken again before PostgreSQL binds it: callers retry). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL on `preferredPort`, or, when something else holds that port (another run's
 * server on the same machine, say), on a free port the OS hands out: a busy port must not fail
 * a test that has nothing to do with it. `preferredPort` 0 takes a free port at once.
 */
export async function startPostgres(preferredPort: number): Promise<TestPostgres> {
  const initdb = findBin("initdb");
  const postgres = findBin("postgres");
  const user = runAsUser();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  // As root, the server processes run as the unprivileged user directly (no wrapper in between,
  // so stopping the child stops PostgreSQL).
  const as = user ? { uid: user.uid, gid: user.gid, cwd: dir } : {};
  execFileSync(initdb, ["-D", dataDir, "-U", "test", "--auth=trust", "--encoding=UTF8", "--no-sync"], { stdio: "ignore", ...as });
  const pg = (await import("pg")).default;

  for (let attempt = 0; ; attempt++) {
    const port = attempt === 0 && preferredPort > 0 ? preferredPort : await freePort();
    const child: ChildProcess = spawn(
      postgres,
      ["-D", dataDir, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=200"],
      { stdio: ["ignore", "ignore", "pipe"], ...as },
    );
    let stderr = "";
    child.stderr?.on("data", (d) => (stderr += String(d)));
    const exited = new Promise<void>((r) => child.once("exit", () => r()));

    const url = `postgres://test@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 20_000;
    let started = false;
    while (!started) {
      if (child.exitCode !== null) break;
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`postgres did not start: ${stderr}`);
      }
      // A time limit, because whatever else holds the port may accept and never answer.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      try {
        await client.connect();
        // Answered by our server, not by another one on the port (a test server left over by
        // an earlier run answers the same user): its data directory says which.
        const { rows } = await client.query<{ dir: string }>("select current_setting('data_directory') as dir");
        await client.end();
        started = rows[0]?.dir === dataDir;
      } catch {
        // end() on a client that never connected can wait forever: drop it instead.
      }
      if (!started) await new Promise((r) => setTimeout(r, 100));
    }
    if (!started) {
      await exited;
      if (/Address already in use/.test(stderr) && attempt < 5) continue;
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`postgres exited: ${stderr}`);
    }
    // A test process that ends without stopping it (a failed run, a worker torn down) must not
    // leave it holding the port for the next run.
    const killOnExit = () => child.kill("SIGKILL");
    process.once("exit", killOnExit);
    const stop = () =>
      new Promise<void>((resolve) => {
        process.off("exit", killOnExit);
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        // SIGINT is PostgreSQL's fast shutdown.
        child.kill("SIGINT");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      });
    return { url, stop };
  }
}

/** A fresh, empty database on the test server, so suites do not see each other's rows. */
export async function createDatabase(serverUrl: string, name: string, { cLocale = false }: { cLocale?: boolean } = {}): Promise<string> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}"`);
  // cLocale: a database whose lower() folds A-Z only, as `initdb` makes it where no locale is set.
  await client.query(cLocale ? `create database "${name}" template template0 lc_ctype 'C' lc_collate 'C'` : `create database "${name}"`);
  await client.end();
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}
