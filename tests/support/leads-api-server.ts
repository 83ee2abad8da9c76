import type { AddressInfo } from "node:net";
import express from "express";
import type { Services } from "#app/services.server.ts";
import { leadsRouter } from "#server/api/leads.ts";

/**
 * The leads API alone on a free port, for the integration suites that post to it. `trustProxy`
 * lets X-Forwarded-For stand for the client's address, as behind a trusted proxy.
 */
export async function listenLeadsApi(svc: Services, { trustProxy = false } = {}): Promise<{ base: string; close: () => void }> {
  const app = express();
  if (trustProxy) app.set("trust proxy", true);
  app.use("/api/leads", leadsRouter(svc));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads`, close: () => server.close() };
}
