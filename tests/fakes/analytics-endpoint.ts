import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a Plausible-compatible events endpoint (POST /api/event, a JSON body
 * {name, url, domain, referrer} sent as text/plain, answered 202 with CORS open, as Plausible
 * does). Counts what it receives, so tests can tell when analytics ran and when it did not.
 */
export interface ReceivedEvent {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
}

export async function startAnalyticsEndpoint() {
  const events: ReceivedEvent[] = [];
  const server: Server = createServer((req, res) => {
    const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" };
    if (req.method === "OPTIONS") return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/api/event") return void res.writeHead(404, cors).end();
      try {
        const e = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ReceivedEvent;
        if (typeof e.name !== "string" || typeof e.url !== "string" || typeof e.domain !== "string") throw new Error("bad event");
        events.push(e);
        res.writeHead(202, { ...cors, "content-type": "text/plain" }).end("ok");
      } catch {
        res.writeHead(400, cors).end("bad request");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    events,
    endpoint: `http://127.0.0.1:${port}/api/event`,
    stop: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
