import http, { type Server } from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SERVER_CONNECTION_LIMITS } from "#app/config/server-connections.ts";
import { closeGracefully, createHttpServer, isLoopback, type ConnectionLimits } from "./http-server.ts";

/** A request slowly sent (a "slow body"), or a connection simply held open. */
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

// Reads the whole body, then answers: what a form's handler does.
const echo = createHttpServer.bind(null, (req, res) => {
  req.resume();
  req.on("end", () => res.end("done"));
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}

/** A socket and what the server sent on it until it closed (or `null` while still open). */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let closedAt: number | null = null;
  socket.on("data", (d) => (received += d.toString()));
  socket.on("error", () => {});
  const closed = new Promise<void>((r) => socket.on("close", () => ((closedAt = Date.now()), r())));
  const ready = new Promise<void>((r) => socket.once("connect", () => r()));
  return { socket, ready, closed, received: () => received, isClosed: () => closedAt !== null };
}

const short: ConnectionLimits = { requestTimeoutMs: 600, headersTimeoutMs: 400, checkIntervalMs: 50, perAddress: 3, closeIdleAt: 80, total: 100 };

describe("HTTP server limits (SERVER_CONNECTION_LIMITS)", () => {
  it("uses the limits a form needs, not Node's 300 s", () => {
    const server = createHttpServer(() => {});
    expect(server.requestTimeout).toBe(SERVER_CONNECTION_LIMITS.requestTimeoutMs);
    expect(server.headersTimeout).toBe(SERVER_CONNECTION_LIMITS.headersTimeoutMs);
    expect(server.maxConnections).toBe(SERVER_CONNECTION_LIMITS.total);
    expect(SERVER_CONNECTION_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(30_000);
  });

  it("cuts off a slowly sent body with 408 once the request timeout has passed", async () => {
    const port = await listen(echo({ limits: short }));
    const c = connect(port);
    await c.ready;
    const started = Date.now();
    c.socket.write("POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{");
    // One byte every 100 ms: the connection is never idle, the body never complete.
    const drip = setInterval(() => c.socket.writable && c.socket.write(" "), 100);
    await Promise.race([c.closed, new Promise((r) => setTimeout(r, 5_000))]);
    clearInterval(drip);
    expect(c.isClosed()).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("a request sent at a normal pace is answered", async () => {
    const port = await listen(echo({ limits: short }));
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "x".repeat(64 * 1024) });
    expect(await res.text()).toBe("done");
  });

  it("caps the open connections of one address, and frees a place when one closes", async () => {
    const port = await listen(echo({ limits: short }));
    const held = [connect(port), connect(port), connect(port)];
    await Promise.all(held.map((c) => c.ready));
    const extra = connect(port);
    await Promise.race([extra.closed, new Promise((r) => setTimeout(r, 2_000))]);
    expect(extra.isClosed()).toBe(true);
    expect(held.every((c) => !c.isClosed())).toBe(true);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((r) => setTimeout(r, 50));
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe("done");
  });

  it("does not cap a trusted proxy per address (it carries every visitor); the total cap still holds", async () => {
    const port = await listen(echo({ limits: { ...short, closeIdleAt: 4, total: 5 }, uncapped: (a) => a === "127.0.0.1" || a === "::ffff:127.0.0.1" }));
    const held = Array.from({ length: 5 }, () => connect(port));
    await Promise.all(held.map((c) => c.ready));
    await new Promise((r) => setTimeout(r, 100));
    expect(held.every((c) => !c.isClosed())).toBe(true);
    const sixth = connect(port);
    await Promise.race([sixth.closed, new Promise((r) => setTimeout(r, 2_000))]);
    expect(sixth.isClosed()).toBe(true);
  });

  it("near the cap, a new connection closes the longest idle one, never a busy one; past the total, busy ones hold", async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const server = createHttpServer(
      (req, res) => {
        if (req.url === "/slow") void released.then(() => res.end("slow"));
        else res.end("fast");
      },
      { limits: { ...short, closeIdleAt: 4, total: 6 }, uncapped: () => true },
    );
    const port = await listen(server);
    const ask = async (path: string) => {
      const c = connect(port);
      await c.ready;
      c.socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      return c;
    };
    const answered = (c: ReturnType<typeof connect>, body: string) => expect.poll(() => c.received().endsWith(`\r\n\r\n${body}`)).toBe(true);
    const busy = [await ask("/slow"), await ask("/slow")];
    const idle1 = await ask("/fast");
    await answered(idle1, "fast");
    const idle2 = await ask("/fast");
    await answered(idle2, "fast");
    // Four open: the next closes the longest idle, and only it.
    const fresh = connect(port);
    await fresh.ready;
    await Promise.race([idle1.closed, new Promise((r) => setTimeout(r, 2_000))]);
    expect(idle1.isClosed()).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect([idle2, ...busy, fresh].map((c) => c.isClosed())).toEqual([false, false, false, false]);
    // Then the other idle one; then, none idle, new ones take the places up to the total.
    const more = [connect(port)];
    await Promise.race([idle2.closed, new Promise((r) => setTimeout(r, 2_000))]);
    expect(idle2.isClosed()).toBe(true);
    more.push(connect(port), connect(port));
    await Promise.all(more.map((c) => c.ready));
    await new Promise((r) => setTimeout(r, 100));
    expect([...busy, fresh, ...more].map((c) => c.isClosed())).toEqual(Array(6).fill(false));
    const past = connect(port);
    await Promise.race([past.closed, new Promise((r) => setTimeout(r, 2_000))]);
    expect(past.isClosed()).toBe(true);
    // The busy ones were never cut: their answers arrive.
    release();
    for (const c of busy) await answered(c, "slow");
  });

  it("busy connections past the idle bound close as they become idle: they cannot fill every place up to the total", async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const server = createHttpServer((req, res) => void released.then(() => res.end("done")), { limits: { ...short, closeIdleAt: 4, total: 6 }, uncapped: () => true });
    const port = await listen(server);
    const busy = Array.from({ length: 6 }, () => connect(port));
    await Promise.all(busy.map((c) => c.ready));
    for (const c of busy) c.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 100));
    release();
    // All six answered; two of them closed once idle, so the places past closeIdleAt are free again.
    await expect.poll(() => busy.filter((c) => c.received().endsWith("\r\n\r\ndone")).length).toBe(6);
    await expect.poll(() => busy.filter((c) => c.isClosed()).length).toBe(2);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe("done");
  });

  it("this machine is loopback in any form; other addresses are not", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) expect(isLoopback(a), a).toBe(true);
    for (const a of ["10.0.0.1", "::2", "2001:db8::1", "::ffff:10.0.0.1", "128.0.0.1"]) expect(isLoopback(a), a).toBe(false);
  });
});

describe("stopping (a restart)", () => {
  it("a connection busy when the server stops is closed after its response: no new request reaches the stopping server on it", async () => {
    let reached!: () => void;
    const inHandler = new Promise<void>((r) => (reached = r));
    const server = createHttpServer((req, res) => {
      reached();
      setTimeout(() => res.end(`ok ${req.url}`), 300);
    });
    const port = await listen(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (p: string) =>
      new Promise<string>((resolve) => {
        http
          .get({ port, host: "127.0.0.1", path: p, agent }, (res) => {
            let body = "";
            res.on("data", (d) => (body += String(d)));
            res.on("end", () => resolve(`${res.statusCode} ${body} ${res.headers.connection}`));
          })
          .on("error", (err: NodeJS.ErrnoException) => resolve(`error ${err.code}`));
      });
    const first = get("/first");
    // Stopped while the request is being answered (a fixed wait was not always enough for a
    // fresh process on a loaded machine: the request had not arrived, and its connection was idle).
    await inHandler;
    const closed = closeGracefully(server);
    // The request in flight is answered, and its connection told to close.
    expect(await first).toBe("200 ok /first close");
    // The next one cannot reuse it: a new connection, which the stopped server refuses.
    expect(await get("/second")).toBe("error ECONNREFUSED");
    await closed;
    agent.destroy();
  });
});
