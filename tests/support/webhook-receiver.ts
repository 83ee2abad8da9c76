import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local stand-in for the owner's automation webhooks: records every request; can be told to
 * answer with an error status, or be stopped and started again on the same port.
 */
export async function startWebhookReceiver(port = 0) {
  const received: Received[] = [];
  let failWith: number | null = null;
  let server: Server;
  const listen = (p: number) =>
    new Promise<number>((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          if (failWith) {
            res.writeHead(failWith).end("failing on purpose");
            return;
          }
          received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
          res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
        });
      });
      server.listen(p, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    });
  const actualPort = await listen(port);
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${actualPort}${path}`,
    failWith(status: number | null) {
      failWith = status;
    },
    stop: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
    start: () => listen(actualPort).then(() => undefined),
  };
}
