import net from "node:net";
import { suitePort } from "#tests/support/ports.ts";
import { expect, it } from "vitest";
import { productionServerForFile } from "#tests/support/production-server.ts";

/**
 * Issue 12, item 4: sign-in attempts are limited to 5 per 15 minutes per client, also when many
 * arrive at once. 40 connections send a wrong password and finish their bodies in the same
 * instant: 5 are checked (401), the rest are refused (429), and the right password is refused
 * too while the limit holds. Raw sockets, no page: a vitest suite (it left the browser suite,
 * issue 49, item 9).
 */
const PASSWORD = "race-owner-password";

/** Sends the request but its last byte; returns a function that sends it and resolves with the status. */
function heldBack(port: number, body: string): Promise<() => Promise<number>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, -1)}`);
      let answer = "";
      socket.on("data", (d) => (answer += d.toString("latin1")));
      const status = new Promise<number>((done) => socket.on("close", () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0))));
      resolve(() => {
        socket.write(body.slice(-1));
        return status;
      });
    });
    socket.on("error", reject);
  });
}

// The server is started before the test (its start is not what the test times).
const base = productionServerForFile({ port: suitePort("LOGIN_LIMIT"), name: "login-race", env: { ADMIN_PASSWORD: PASSWORD } });

it("40 wrong passwords that arrive together: 5 are checked, 35 refused", { timeout: 30_000 }, async () => {
  const port = Number(new URL(base()).port);
  const senders = await Promise.all(Array.from({ length: 40 }, (_, i) => heldBack(port, `password=wrong-guess-${i}`)));
  // Give the server time to take up every request before their bodies end together.
  await new Promise((r) => setTimeout(r, 1500));
  const statuses = await Promise.all(senders.map((send) => send()));
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  const right = await fetch(`${base()}/admin/login`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `password=${PASSWORD}`, redirect: "manual" });
  expect(right.status).toBe(429);
  // The wait, in seconds, for whatever reads it (the page says it in minutes).
  expect(Number(right.headers.get("retry-after"))).toBeGreaterThanOrEqual(60);
});
