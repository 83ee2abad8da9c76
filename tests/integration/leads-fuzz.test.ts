import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "#app/config/env.server.ts";
import { leadApiForms } from "#app/config/lead-forms.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { leadsRouter } from "#server/api/leads.ts";
import { listen } from "#tests/support/listen.ts";

/**
 * Bad-input run (issue #5): at least 1,000 generated malformed requests per endpoint. Not one
 * may get a 5xx, and the server must still answer a good request afterwards.
 */
const PER_ENDPOINT = 1000;
/** Every form the lead API takes, from the registration: a new form is fuzzed without an edit here. */
const endpoints = leadApiForms;

// A small deterministic generator, so a failure can be replayed.
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function malformed(r: () => number): { type: string; body: string } {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const weird = [
    null,
    42,
    -1.5e308,
    true,
    [],
    ["a", "b"],
    {},
    { nested: { deeper: [1, { x: "y" }] } },
    "",
    " ",
    "x".repeat(Math.floor(r() * 9000)),
    "\u0000\u0001\u001f",
    "💥".repeat(50),
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "a@b",
    "@@",
    "Robert'); DROP TABLE submissions;--",
    "\ud800",
  ];
  const keys = ["firstName", "lastName", "email", "phone", "message", "description", "website_url", "elapsedMs", "interacted", "source", "__proto__", "constructor"];
  const kind = Math.floor(r() * 8);
  if (kind === 0) return { type: "application/json", body: pick(['{"firstName":', "{", "[", "nul", '{"a":1,}', "\u0000", '"just a string"', "12", "null"]) };
  if (kind === 1) return { type: pick(["text/plain", "application/xml", "multipart/form-data; boundary=x", "", "application/json; charset=utf-7"]), body: "firstName=a" };
  if (kind === 2) return { type: "application/x-www-form-urlencoded", body: pick(["%", "a=%E0%A4%A", "&&&", "firstName[]=1&firstName[]=2", "=x", "a".repeat(70_000)]) };
  const obj: Record<string, unknown> = {};
  for (const k of keys) if (r() < 0.6) obj[k] = pick(weird);
  if (kind === 3) return { type: "application/json", body: JSON.stringify([obj]) };
  if (kind === 4) return { type: "application/x-www-form-urlencoded", body: new URLSearchParams(Object.entries(obj).map(([k, v]) => [k, String(v)])).toString() };
  return { type: "application/json", body: JSON.stringify(obj) };
}

let svc: Services;
let close: (() => void) | undefined;
let base: string;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fuzz-"));
  svc = await createServices(loadConfig({ DATA_DIR: dir, FORM_RATE_LIMIT_MAX: "1000000", LOG_LEVEL: "silent" }), { startOutbox: false });
  const api = await listen(express().use("/api/leads", leadsRouter(svc)));
  close = api.close;
  base = `${api.origin}/api/leads`;
});
afterAll(async () => {
  close?.();
  await svc?.close();
});

it(`answers ${PER_ENDPOINT} malformed requests per endpoint without a single 5xx`, { timeout: 120_000 }, async () => {
  const r = rng(20261122);
  const statuses = new Map<number, number>();
  for (const endpoint of endpoints) {
    const jobs = Array.from({ length: PER_ENDPOINT }, () => malformed(r));
    for (let i = 0; i < jobs.length; i += 25) {
      await Promise.all(
        jobs.slice(i, i + 25).map(async (j) => {
          const res = await fetch(`${base}/${endpoint}`, { method: "POST", headers: j.type ? { "content-type": j.type } : {}, body: j.body });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) throw new Error(`${res.status} for ${endpoint} ${j.type} ${j.body.slice(0, 200)}`);
        }),
      );
    }
  }
  expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(PER_ENDPOINT * endpoints.length);
  const ok = await fetch(`${base}/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Still", lastName: "Up", email: "still@example.com", message: "after the storm", elapsedMs: 5000 }),
  });
  expect(ok.status).toBe(201);
});
