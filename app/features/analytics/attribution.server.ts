import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Attribution, AttributionTable, AttributionVia } from "#app/db/schema.ts";
import { ATTRIBUTION_LIMITS, UNKNOWN_CHANNEL, type AttributionInput } from "#app/lib/attribution.ts";

/**
 * The server's side of attribution (docs/decisions/023): what the page sent is checked field by
 * field and bounded; a field that is not right is dropped (a lead is never refused for its
 * attribution). Nothing here identifies anyone: hosts, tags and paths of this site.
 */
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;
/**
 * A UTM tag as people write campaigns ("Mother's Day, Nov", "Q4 – €50 off 🎉"): any printable
 * text, without control characters, line breaks, markup's characters (< > " ` \) or the
 * invisible and direction-changing marks that could disguise how it reads in the owner's lists
 * (a joiner inside an emoji stays). Shown as text and defused in CSV, like every visitor's words.
 */
export const TAG = /^(?:(?![\p{Cc}<>"`\\\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF])[\s\S]){1,100}$/u;
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

/**
 * Referring hosts of the networks and search engines that reach a small business most, by the
 * name their links are usually tagged with (utm_source=linkedin), so that a tagged and an untagged
 * visit from the same place are one channel, not 'linkedin' and 'linkedin.com' (nor 'google' and
 * 'google.co.uk', 'facebook' and 'l.facebook.com').
 */
const knownSources: [RegExp, string][] = [
  // Google's search: google.com and the country domains (google.de, google.co.uk, google.com.br);
  // not its other services (mail.google.com is e-mail), nor google.xyz.
  [/^google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/, "google"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "linkedin"],
  [/(^|\.)facebook\.com$|^fb\.me$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "youtube"],
  [/(^|\.)(twitter|x)\.com$|^t\.co$/, "x"],
];

/** A visit's channel: its UTM source, else its referrer's host (without www., a known one by its name), else direct. */
export function channelOf(a: { source: string; ref: string }): string {
  if (a.source) return a.source.toLowerCase();
  if (a.ref) {
    const host = a.ref.toLowerCase().replace(/^www\./, "").replace(/:\d+$/, "");
    return knownSources.find(([pattern]) => pattern.test(host))?.[1] ?? host;
  }
  return "direct";
}

/** Browsers send a Referer of at most 4,096 characters; a longer header is not a browser's, and is ignored whole. */
export const REFERER_LIMIT = 4096;

/**
 * What a form posted without JavaScript (or before its island woke) tells of where it came
 * from: only its Referer header, and only when that is a page of this site (`siteOrigin`, the
 * origin the request was made to). Its path is the page the form was sent from; when that page's
 * address carries utm_source, utm_medium or utm_campaign, those tags, and that page as the
 * landing (the nearest knowable: the visit may have begun earlier). The visit's external
 * referrer cannot be known then: it stays empty. Every value passes the same checks as the
 * page's own attribution; what fails is dropped. Undefined when nothing is knowable.
 */
export function attributionFromReferer(referer: string | null | undefined, siteOrigin: string): AttributionInput | undefined {
  if (!referer || referer.length > REFERER_LIMIT) return undefined;
  let url: URL;
  let site: string;
  try {
    url = new URL(referer);
    site = new URL(siteOrigin).origin;
  } catch {
    return undefined;
  }
  // A browser never sends credentials in a Referer; another scheme has no origin to compare.
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.origin !== site) return undefined;
  const field = (name: keyof AttributionInput, v: string | null) => {
    const c = checkAttributionField(name, v ?? "");
    return "value" in c ? c.value : "";
  };
  const sentFrom = field("sentFrom", url.pathname);
  const source = field("source", url.searchParams.get("utm_source"));
  const medium = field("medium", url.searchParams.get("utm_medium"));
  const campaign = field("campaign", url.searchParams.get("utm_campaign"));
  const tagged = Boolean(source || medium || campaign);
  if (!sentFrom && !tagged) return undefined;
  return { ref: "", source, medium, campaign, landing: tagged ? sentFrom : "", sentFrom };
}

/** Where a post was made: its Referer header, and the origin it was sent to. */
export interface PostedFrom {
  referer: string | null | undefined;
  origin: string;
}

/** A page action's request, as PostedFrom (its URL's origin is the one the browser sent the form to). */
export const postedFrom = (request: Request): PostedFrom => ({ referer: request.headers.get("referer"), origin: new URL(request.url).origin });

/**
 * What is stored for a post: the attribution its body carries, sent by the page's script
 * (JSON forms, the checkout, the booking relay), which always wins; only a body without one
 * (a form posted without JavaScript) falls back to the Referer. Undefined: nothing to store.
 */
export function attributionOfPost(raw: unknown, posted?: PostedFrom): { value: AttributionInput; via: AttributionVia } | undefined {
  const sent = parseAttribution(raw);
  if (sent) return { value: sent, via: "page" };
  const read = posted ? attributionFromReferer(posted.referer, posted.origin) : undefined;
  return read && { value: read, via: "referer" };
}

/**
 * Records where a submission or booking came from: the page's attribution, else (a form posted
 * without JavaScript) what its Referer tells, else nothing, and the admin says "not known". A
 * Referer never tells the visit's referrer, so its channel is the page's UTM source or "not known",
 * never "direct".
 */
export async function recordAttribution(
  database: DatabaseHandle,
  subject: AttributionTable["subject"],
  subjectId: string,
  raw: unknown,
  { now = new Date(), posted }: { now?: Date; posted?: PostedFrom } = {},
): Promise<void> {
  const found = attributionOfPost(raw, posted);
  if (!found) return;
  const a = found.value;
  await database.db
    .insertInto("attributions")
    .values({
      subject,
      subject_id: subjectId,
      channel: found.via === "page" ? channelOf(a) : a.source ? a.source.toLowerCase() : UNKNOWN_CHANNEL,
      ref_host: a.ref,
      utm_source: a.source,
      utm_medium: a.medium,
      utm_campaign: a.campaign,
      landing_path: a.landing,
      sent_from: a.sentFrom,
      created_at: now.toISOString(),
      via: found.via,
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

/**
 * One line for the owner: where the visit came from, saying plainly what is not known (a form
 * sent without JavaScript tells only the page it was sent from and that page's tags).
 */
export function describeAttribution(a: Attribution | undefined): string {
  if (!a) return "Not known (sent without JavaScript and without this site's page as its Referer, or before the site recorded where visits came from)";
  const tags = [a.utm_source, a.utm_medium, a.utm_campaign].some(Boolean) ? `UTM ${a.utm_source || "-"} / ${a.utm_medium || "-"} / ${a.utm_campaign || "-"}` : "";
  if (a.via === "referer")
    return [
      `Channel ${a.channel}`,
      "referrer not known",
      tags,
      a.landing_path ? `landing page ${a.landing_path} (the tagged page it was sent from)` : "landing page not known",
      a.sent_from ? `sent from ${a.sent_from}` : "",
      "sent without JavaScript: read from the address of the page it was sent from",
    ]
      .filter(Boolean)
      .join(" · ");
  return [`Channel ${a.channel}`, a.ref_host && `referrer ${a.ref_host}`, tags, a.landing_path ? `landed on ${a.landing_path}` : "landing page not known", a.sent_from && `sent from ${a.sent_from}`]
    .filter(Boolean)
    .join(" · ");
}
