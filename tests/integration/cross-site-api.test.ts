import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_REVISION } from "#app/config/consent.ts";
import { loadConfig } from "#app/config/env.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { mountJsonApis, SAME_SITE_APIS } from "#server/api/mount.ts";
import { CROSS_SITE_MESSAGES } from "#server/origin-check.ts";
import { listen } from "#tests/support/listen.ts";

/**
 * The JSON APIs refuse cross-site posts as the page actions do: a third-party page could
 * otherwise sign its visitors up to the newsletter with any address (Origin: evil → was 201).
 * Stripe's webhook is posted server to server and is not checked.
 */
describe("JSON APIs refuse posts from other sites", () => {
  let svc: Services;
  let close: (() => void) | undefined;
  let origin: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cross-site-"));
    const cfg = loadConfig({ DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "site.db")}`, FORM_RATE_LIMIT_MAX: "1000" });
    svc = await createServices(cfg, { startOutbox: false });
    const app = express();
    mountJsonApis(app, svc, cfg.trustProxy);
    ({ origin, close } = await listen(app));
  });
  afterAll(async () => {
    close?.();
    await svc?.close();
  });

  const signUp = { firstName: "Ann", lastName: "Other", email: "victim@example.com" };
  const post = (p: string, headers: Record<string, string>, body: unknown = signUp) =>
    fetch(`${origin}${p}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  const targets = ["/api/leads/newsletter", "/api/leads/contact", "/api/consent", "/api/checkout/lead", "/api/checkout/intent", "/api/booking", "/api/events"];
  for (const p of targets) {
    it(`${p}: Origin of another site, or Sec-Fetch-Site cross-site, gets 403 with a JSON error`, async () => {
      const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" }];
      for (const headers of crossSite) {
        const res = await post(p, headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ ok: false, fieldErrors: {}, formError: CROSS_SITE_MESSAGES.api });
      }
    });
  }

  it("covers every API that this site's pages post to", () => {
    expect(new Set(targets.map((t) => `/${t.split("/").slice(1, 3).join("/")}`))).toEqual(new Set(SAME_SITE_APIS));
  });

  it("takes this site's own posts, and posts without Origin (the owner's tools)", async () => {
    expect((await post("/api/leads/newsletter", { origin, "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await post("/api/leads/newsletter", {})).status).toBe(201);
    const consent = { choice: "necessary_only", revision: CONSENT_REVISION, analytics: false, marketing: false, personalization: false };
    expect((await post("/api/consent", { origin }, consent)).status).toBe(201);
  });

  it("Stripe's webhook is not checked (Stripe posts it server to server)", async () => {
    const res = await post("/api/stripe/webhook", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, {});
    expect(res.status).not.toBe(403);
  });
});
