import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "#app/db/connection.server.ts";
import express from "express";
import { CONSENT_REVISION } from "#app/config/consent.ts";
import { CONSENT_RECORD_RATE_LIMIT } from "#app/config/rate-limits.ts";
import { consentTotals, findConsentRecord, readConsentRecord, storeConsentRecord } from "#app/features/consent/records.server.ts";
import { limiterFor } from "#app/infra/limiter.server.ts";
import type { Services } from "#app/services.server.ts";
import { consentRouter } from "#server/api/consent.ts";
import { listen } from "#tests/support/listen.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/** DECISIONS 15: the consent records, on SQLite and PostgreSQL; no personal data in them. */
for (const dialect of ["sqlite", "postgres"] as const) {
  describe(`consent records on ${dialect}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      const url =
        dialect === "sqlite"
          ? `file:${path.join(mkdtempSync(path.join(tmpdir(), "consent-")), "site.db")}`
          : await createDatabase(inject("postgresUrl"), `consent_${Date.now()}`);
      database = await openDatabase(url);
    });
    afterAll(async () => database?.close());

    it("stores a choice, finds it by id, and counts choices", async () => {
      const input = readConsentRecord({ choice: "save_preferences", revision: CONSENT_REVISION, analytics: true, marketing: false, personalization: false })!;
      const id = await storeConsentRecord(database, input, true, new Date("2026-11-23T20:00:00.000Z"));
      await storeConsentRecord(database, readConsentRecord({ choice: "accept_all", revision: CONSENT_REVISION, analytics: true, marketing: true, personalization: true })!, false);
      const row = await findConsentRecord(database, id);
      expect(row).toEqual({ id, created_at: "2026-11-23T20:00:00.000Z", revision: CONSENT_REVISION, choice: "save_preferences", analytics: 1, marketing: 0, personalization: 0, gpc: 1 });
      expect(Object.keys(row!).sort()).toEqual(["analytics", "choice", "created_at", "gpc", "id", "marketing", "personalization", "revision"]);
      expect(await consentTotals(database)).toEqual({ accept_all: 1, necessary_only: 0, save_preferences: 1 });
    });

    it("takes only a consistent choice of the current revision", () => {
      const ok = { choice: "necessary_only", revision: CONSENT_REVISION, analytics: false, marketing: false, personalization: false };
      expect(readConsentRecord(ok)).not.toBeNull();
      expect(readConsentRecord({ ...ok, revision: CONSENT_REVISION + 1 })).toBeNull();
      expect(readConsentRecord({ ...ok, analytics: true })).toBeNull();
      expect(readConsentRecord({ ...ok, choice: "accept_all" })).toBeNull();
      expect(readConsentRecord({ ...ok, analytics: "yes" })).toBeNull();
    });

    it("API: past the limit, the wait is worded right for one minute and for several", async () => {
      // The API's own parts: this database, its real limiter, one client.
      const svc = { database, limiter: limiterFor(database), clientHash: () => `client-${dialect}` } as unknown as Services;
      const { origin, close } = await listen(express().use("/api/consent", consentRouter(svc)));
      onTestFinished(close);
      vi.useFakeTimers({ toFake: ["Date"] });
      onTestFinished(() => void vi.useRealTimers());
      const t0 = new Date("2026-11-23T20:00:00.000Z").getTime();
      vi.setSystemTime(t0);
      const body = JSON.stringify({ choice: "necessary_only", revision: CONSENT_REVISION, analytics: false, marketing: false, personalization: false });
      const post = () => fetch(`${origin}/api/consent`, { method: "POST", headers: { "content-type": "application/json" }, body });
      for (let i = 0; i < CONSENT_RECORD_RATE_LIMIT.max; i++) expect((await post()).status).toBe(201);
      const full = await post();
      expect(full.status).toBe(429);
      expect(full.headers.get("retry-after")).toBe("900");
      expect(await full.json()).toEqual({ ok: false, formError: "Too many requests. Please try again in 15 minutes." });
      // 30 s before the window frees a place: "1 minute", not "1 minutes".
      vi.setSystemTime(t0 + CONSENT_RECORD_RATE_LIMIT.windowMs - 30_000);
      expect(await (await post()).json()).toEqual({ ok: false, formError: "Too many requests. Please try again in 1 minute." });
      vi.setSystemTime(t0 + CONSENT_RECORD_RATE_LIMIT.windowMs - 90_000);
      expect(await (await post()).json()).toEqual({ ok: false, formError: "Too many requests. Please try again in 2 minutes." });
    });
  });
}
