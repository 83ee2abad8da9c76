import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#app/config/env.server.ts";
import { tryPassword } from "#app/features/portfolio/case-study-gate.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { leadsRouter } from "#server/api/leads.ts";
import { listen } from "#tests/support/listen.ts";

/**
 * Every per-client limit keys on services.clientHash: an IPv6 /64 is one client (one home or
 * phone holds a whole /64), an IPv4-mapped address is its IPv4 address.
 */
describe("per-client limits count an IPv6 /64 as one client", () => {
  let svc: Services;
  let close: (() => void) | undefined;
  let base: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "buckets-"));
    svc = await createServices(loadConfig({ DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "site.db")}`, FORM_RATE_LIMIT_MAX: "2" }), { startOutbox: false });
    // X-Forwarded-For stands for the client's address (as behind a trusted proxy).
    const api = await listen(express().set("trust proxy", true).use("/api/leads", leadsRouter(svc)));
    close = api.close;
    base = `${api.origin}/api/leads`;
  });
  afterAll(async () => {
    close?.();
    await svc?.close();
  });

  const send = (from: string, n: number) =>
    fetch(`${base}/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ firstName: "Ann", lastName: "Other", email: `ann${n}@example.com` }),
    });
  const subscribe = (from: string, n: number) => send(from, n).then((r) => r.status);

  it("two addresses of one /64 share a form's bucket; the next /64 has its own", async () => {
    expect(await subscribe("2001:db8:1:2::1", 1)).toBe(201);
    expect(await subscribe("2001:db8:1:2:aaaa:bbbb:cccc:dddd", 2)).toBe(201);
    const refused = await send("2001:DB8:1:2::ffff", 3);
    expect(refused.status).toBe(429);
    // The message's wait, for tools: RFC 9110's Retry-After, in seconds.
    expect(refused.headers.get("retry-after")).toBe("900");
    expect(await subscribe("2001:db8:1:3::1", 4)).toBe(201);
  });

  it("an IPv4-mapped address is its IPv4 address", async () => {
    expect(await subscribe("198.51.100.4", 5)).toBe(201);
    expect(await subscribe("::ffff:198.51.100.4", 6)).toBe(201);
    expect(await subscribe("198.51.100.4", 7)).toBe(429);
  });

  it("the case-study gate's bucket too: five wrong guesses from one /64, then its other addresses wait", async () => {
    const cfg = { password: "open-sesame", secret: "s".repeat(40) };
    const guess = (ip: string) =>
      tryPassword(new Request("http://site.test/portfolio/x"), async () => "wrong", { cfg, limiter: svc.limiter, clientKey: svc.clientHash(ip) });
    for (let i = 1; i <= 5; i++) expect(await guess(`2001:db8:9:9::${i}`)).toMatchObject({ status: 401 });
    expect(await guess("2001:db8:9:9:ffff::6")).toMatchObject({ status: 429 });
    expect(await guess("2001:db8:9:a::1")).toMatchObject({ status: 401 });
    expect(svc.clientHash("fe80::1%eth0")).toBe(svc.clientHash("fe80::2"));
  });
});
