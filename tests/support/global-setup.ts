import { writeFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "./server";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

/** One production server for the whole browser suite; its log path is shared with the tests. */
export default async function globalSetup() {
  const server = await startServer({ port: E2E_PORT, name: "e2e-server" });
  process.env.E2E_SERVER_LOG = server.logFile;
  writeFileSync(path.resolve("test-results", "e2e-server", "info.json"), JSON.stringify({ logFile: server.logFile, url: server.url }));
  return async () => {
    await server.stop();
  };
}
