import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Delivery } from "#app/db/schema.ts";
import { webhookTransport } from "#app/infra/outbox.server.ts";

/**
 * How the outbox reads a webhook's answer (a review of the delivery path): a receiver that has
 * taken the post and redirects (Google Apps Script always answers 302) is a delivery, not a
 * failure to send again; a moved address says so; an answer's body is never read; a send that
 * fails says why, without the URL (its token).
 */
let server: http.Server;
let base = "";
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? "");
    req.resume();
    const status = Number(/\/status\/(\d+)/.exec(req.url ?? "")?.[1] ?? 200);
    if (req.url?.startsWith("/endless")) {
      // A body that never ends.
      res.writeHead(200, { "content-type": "text/plain" });
      const tick = setInterval(() => res.write("x".repeat(1024)), 5);
      res.on("close", () => clearInterval(tick));
      return;
    }
    res.writeHead(status, status >= 300 && status < 400 ? { location: "/followed" } : {});
    res.end("ok");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const delivery = (target: string): Delivery =>
  ({ id: "d1", submission_id: "s1", channel: "webhook", target, body: JSON.stringify({ format: "json", data: { a: 1 } }) }) as unknown as Delivery;
const send = (target: string, ms = 5000) => webhookTransport().send(delivery(target), AbortSignal.timeout(ms));

describe("a webhook's answer", () => {
  it("2xx, 302 and 303 are deliveries; a redirect is not followed (the post was taken)", async () => {
    for (const status of [200, 204, 302, 303]) await expect(send(`${base}/status/${status}?token=secret`), String(status)).resolves.toBeUndefined();
    expect(asked).not.toContain("/followed");
  });

  it("301, 307 and 308 say the address moved; others name their status", async () => {
    for (const status of [301, 307, 308]) await expect(send(`${base}/status/${status}`)).rejects.toThrow(`HTTP ${status}: the webhook's address has moved`);
    await expect(send(`${base}/status/500`)).rejects.toThrow(/^HTTP 500$/);
    await expect(send(`${base}/status/404`)).rejects.toThrow(/^HTTP 404$/);
  });

  it("its body is never read: a receiver streaming one without end costs nothing", async () => {
    const started = Date.now();
    await expect(send(`${base}/endless`, 3000)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a send that cannot reach the receiver says why, never with the URL and its token", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const failed = await send(`http://127.0.0.1:${port}/hooks/catch/123/abc?token=s3cret`).catch((err: Error) => err.message);
    expect(failed).toBe("could not reach the webhook (ECONNREFUSED)");
  });
});
