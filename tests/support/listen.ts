import type { AddressInfo } from "node:net";
import type { Express } from "express";

/** An express app on a free port of 127.0.0.1, for the integration suites that ask it over HTTP: its origin, and how to close it. */
export async function listen(app: Express): Promise<{ origin: string; close: () => void }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => void server.close() };
}
