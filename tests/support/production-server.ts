import { afterAll, beforeAll } from "vitest";
import { ensureBuild } from "./build.ts";
import { startServer, type RunningServer } from "./server.ts";

/**
 * The production build on a server of a test file's own (for the suites that ask over HTTP and
 * open no page: they run in vitest, not in the browser suite), started before the file's tests
 * and stopped after them. Returns the server's origin, read inside a test.
 */
export function productionServerForFile({ port, name, env = {} }: { port: number; name: string; env?: Record<string, string> }): () => string {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    await ensureBuild();
    server = await startServer({ port, name, env: { FORM_RATE_LIMIT_MAX: "100000", LOG_LEVEL: "warn", ...env } });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error(`${name}: the server did not start`);
    return server.url;
  };
}
