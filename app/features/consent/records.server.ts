import { randomUUID } from "node:crypto";
import * as v from "valibot";
import { CONSENT_REVISION } from "#app/config/consent.ts";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { ConsentRecord } from "#app/db/schema.ts";

/**
 * The server's record of each cookie choice (DECISIONS 15), so the owner can show that consent
 * was given: the date, the choice, the three optional categories, the revision of the categories
 * and whether the browser sent Global Privacy Control. Nothing that identifies anyone: no
 * address, no browser string, no cookie. The banner posts one per choice; its id is kept in the
 * visitor's cookie_consent, which is how a visitor's consent and its record are matched.
 */
export const consentRecordSchema = v.pipe(
  v.object({
    choice: v.picklist(["accept_all", "necessary_only", "save_preferences"]),
    revision: v.literal(CONSENT_REVISION),
    analytics: v.boolean(),
    marketing: v.boolean(),
    personalization: v.boolean(),
  }),
  v.check((r) => r.choice !== "accept_all" || (r.analytics && r.marketing && r.personalization), "accept_all allows every category"),
  v.check((r) => r.choice !== "necessary_only" || (!r.analytics && !r.marketing && !r.personalization), "necessary_only allows none"),
);

export type ConsentRecordInput = v.InferOutput<typeof consentRecordSchema>;

/** The body of a banner's post as a consent record, or null when it is not one of the current revision. */
export function readConsentRecord(body: unknown): ConsentRecordInput | null {
  const parsed = v.safeParse(consentRecordSchema, body);
  return parsed.success ? parsed.output : null;
}

export async function storeConsentRecord(database: DatabaseHandle, input: ConsentRecordInput, gpc: boolean, now = new Date()): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto("consent_records")
    .values({
      id,
      created_at: now.toISOString(),
      revision: input.revision,
      choice: input.choice,
      analytics: input.analytics ? 1 : 0,
      marketing: input.marketing ? 1 : 0,
      personalization: input.personalization ? 1 : 0,
      gpc: gpc ? 1 : 0,
    })
    .execute();
  return id;
}

export async function findConsentRecord(database: DatabaseHandle, id: string): Promise<ConsentRecord | undefined> {
  return database.db.selectFrom("consent_records").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Totals per choice (the admin's exclusion page shows them). */
export async function consentTotals(database: DatabaseHandle): Promise<Record<ConsentRecordInput["choice"], number>> {
  const rows = await database.db.selectFrom("consent_records").select(["choice", (eb) => eb.fn.countAll<string | number>().as("n")]).groupBy("choice").execute();
  const totals = { accept_all: 0, necessary_only: 0, save_preferences: 0 };
  for (const r of rows) totals[r.choice] = Number(r.n);
  return totals;
}
