import { writeFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "./server.ts";
import { e2ePort } from "./ports.ts";

export const E2E_PORT = e2ePort();
export const E2E_ADMIN_PASSWORD = "e2e-owner-password";

/** One production server for the whole browser suite; its log path is shared with the tests. */
export default async function globalSetup() {
  // Browser journeys submit many forms from one address: the per-client server limit is raised
  // here; the browser-side limit (cookie) is what the journeys test.
  const server = await startServer({ port: E2E_PORT, name: "e2e-server", env: { FORM_RATE_LIMIT_MAX: "100000", ADMIN_PASSWORD: E2E_ADMIN_PASSWORD } });
  process.env.E2E_SERVER_LOG = server.logFile;
  process.env.E2E_DATA_DIR = server.dataDir;
  writeFileSync(path.resolve("test-results", "e2e-server", "info.json"), JSON.stringify({ logFile: server.logFile, url: server.url }));
  return async () => {
    await server.stop();
  };
}
