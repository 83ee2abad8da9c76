import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "~/db/connection.server";
import { CONSENT_REVISION } from "~/config/constants";
import { consentRecordSchema, consentTotals, findConsentRecord, storeConsentRecord } from "~/features/consent/records.server";
import { createDatabase } from "../support/postgres";

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
      const input = consentRecordSchema.parse({ choice: "save_preferences", revision: CONSENT_REVISION, analytics: true, marketing: false, personalization: false });
      const id = await storeConsentRecord(database, input, true, new Date("2026-11-23T20:00:00.000Z"));
      await storeConsentRecord(database, consentRecordSchema.parse({ choice: "accept_all", revision: CONSENT_REVISION, analytics: true, marketing: true, personalization: true }), false);
      const row = await findConsentRecord(database, id);
      expect(row).toEqual({ id, created_at: "2026-11-23T20:00:00.000Z", revision: CONSENT_REVISION, choice: "save_preferences", analytics: 1, marketing: 0, personalization: 0, gpc: 1 });
      expect(Object.keys(row!).sort()).toEqual(["analytics", "choice", "created_at", "gpc", "id", "marketing", "personalization", "revision"]);
      expect(await consentTotals(database)).toEqual({ accept_all: 1, necessary_only: 0, save_preferences: 1 });
    });

    it("takes only a consistent choice of the current revision", () => {
      const ok = { choice: "necessary_only", revision: CONSENT_REVISION, analytics: false, marketing: false, personalization: false };
      expect(consentRecordSchema.safeParse(ok).success).toBe(true);
      expect(consentRecordSchema.safeParse({ ...ok, revision: CONSENT_REVISION + 1 }).success).toBe(false);
      expect(consentRecordSchema.safeParse({ ...ok, analytics: true }).success).toBe(false);
      expect(consentRecordSchema.safeParse({ ...ok, choice: "accept_all" }).success).toBe(false);
      expect(consentRecordSchema.safeParse({ ...ok, analytics: "yes" }).success).toBe(false);
    });
  });
}
