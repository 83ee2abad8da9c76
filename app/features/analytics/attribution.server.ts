import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Attribution, AttributionTable } from "#app/db/schema.ts";
import { ATTRIBUTION_LIMITS, type AttributionInput } from "#app/lib/attribution.ts";

/**
 * The server's side of attribution (docs/decisions/023): what the page sent is checked field by
 * field and bounded; a field that is not right is dropped (a lead is never refused for its
 * attribution). Nothing here identifies anyone: hosts, tags and paths of this site.
 */
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;
const TAG = /^[\p{L}\p{N} ._~+\-/|:()]{1,100}$/u;
const PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%]{0,299}$/;

export type FieldErrors = Partial<Record<keyof AttributionInput, string>>;

export function checkAttributionField(name: keyof AttributionInput, v: unknown): { value: string } | { error: string } {
  if (v === undefined || v === null || v === "") return { value: "" };
  if (typeof v !== "string") return { error: "Must be text." };
  if (v.length > ATTRIBUTION_LIMITS[name]) return { error: `At most ${ATTRIBUTION_LIMITS[name]} characters.` };
  const ok = name === "ref" ? HOST.test(v.toLowerCase()) : name === "landing" || name === "sentFrom" ? PATH.test(v) : TAG.test(v);
  return ok ? { value: name === "ref" ? v.toLowerCase() : v } : { error: name === "ref" ? "Not a host name." : name === "landing" || name === "sentFrom" ? "Not a path of this site." : "Unexpected characters." };
}

/** Reads an attribution object leniently (for leads): only the valid fields are kept. */
export function parseAttribution(raw: unknown): AttributionInput | undefined {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const out: AttributionInput = { ref: "", source: "", medium: "", campaign: "", landing: "", sentFrom: "" };
  for (const k of Object.keys(out) as (keyof AttributionInput)[]) {
    const c = checkAttributionField(k, r[k]);
    if ("value" in c) out[k] = c.value;
  }
  return out;
}

/** A visit's channel: its UTM source, else its referrer's host (without www.), else direct. */
export function channelOf(a: { source: string; ref: string }): string {
  if (a.source) return a.source.toLowerCase();
  if (a.ref) return a.ref.replace(/^www\./, "").replace(/:\d+$/, "");
  return "direct";
}

/**
 * Records where a submission or booking came from. A form post without JavaScript carries none;
 * then nothing is stored and the admin says "not known".
 */
export async function recordAttribution(database: DatabaseHandle, subject: AttributionTable["subject"], subjectId: string, raw: unknown, now = new Date()): Promise<void> {
  const a = parseAttribution(raw);
  if (!a) return;
  await database.db
    .insertInto("attributions")
    .values({
      subject,
      subject_id: subjectId,
      channel: channelOf(a),
      ref_host: a.ref,
      utm_source: a.source,
      utm_medium: a.medium,
      utm_campaign: a.campaign,
      landing_path: a.landing,
      sent_from: a.sentFrom,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["subject", "subject_id"]).doNothing())
    .execute();
}

export const attributionOf = (database: DatabaseHandle, subject: AttributionTable["subject"], subjectId: string): Promise<Attribution | undefined> =>
  database.db.selectFrom("attributions").selectAll().where("subject", "=", subject).where("subject_id", "=", subjectId).executeTakeFirst();

/** The attributions of several submissions or bookings, by id (for the admin lists). */
export async function attributionsFor(database: DatabaseHandle, subject: AttributionTable["subject"], ids: readonly string[]): Promise<Record<string, Attribution>> {
  const out: Record<string, Attribution> = {};
  for (let i = 0; i < ids.length; i += 500) {
    const page = ids.slice(i, i + 500);
    if (!page.length) continue;
    for (const a of await database.db.selectFrom("attributions").selectAll().where("subject", "=", subject).where("subject_id", "in", page).execute()) out[a.subject_id] = a;
  }
  return out;
}

/** One line for the owner: where the visit came from. */
export function describeAttribution(a: Attribution | undefined): string {
  if (!a) return "Not known (sent without JavaScript, or before issue 25)";
  const tags = [a.utm_source, a.utm_medium, a.utm_campaign].some(Boolean) ? `UTM ${a.utm_source || "-"} / ${a.utm_medium || "-"} / ${a.utm_campaign || "-"}` : "";
  return [`Channel ${a.channel}`, a.ref_host && `referrer ${a.ref_host}`, tags, a.landing_path && `landed on ${a.landing_path}`, a.sent_from && `sent from ${a.sent_from}`].filter(Boolean).join(" · ");
}
