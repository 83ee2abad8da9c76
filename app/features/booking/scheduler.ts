import { site } from "#content/site.ts";
import { SCHEDULER_HEIGHTS } from "#app/config/scheduler.ts";
import { paths } from "#app/config/paths.ts";

/**
 * The two scheduler embeds (SPEC §2 'Chat page', 'Strategy prep'; DECISIONS 9). Shared by the
 * pages (server HTML: the link that works without JavaScript), the embed enhancer and the
 * server's booking endpoint. The scheduler's origin is the only one whose messages count.
 */
export type SchedulerKind = "chat" | "strategy_session";

export const schedulers = {
  chat: { kind: "chat", url: site.scheduling.chat, heights: SCHEDULER_HEIGHTS.chat },
  strategy_session: { kind: "strategy_session", url: site.scheduling.strategySession, heights: SCHEDULER_HEIGHTS.strategyPrep },
} as const satisfies Record<SchedulerKind, { kind: SchedulerKind; url: string; heights: { mobile: number; desktop: number; min: number } }>;

export const schedulerKinds = Object.keys(schedulers) as SchedulerKind[];

/** The origin whose messages an embed accepts (the scheduling links' own origin). */
export const schedulerOrigin = (kind: SchedulerKind) => new URL(schedulers[kind].url).origin;

/** Every scheduler origin (the Content-Security-Policy's frame-src on the embed pages). */
export const schedulerOrigins = [...new Set(schedulerKinds.map(schedulerOrigin))];

/**
 * The booking a scheduler reports (its event_scheduled message): the event and the invitee, as
 * URIs of the scheduler's API. Anything else is not a booking.
 */
const URI = /^https:\/\/api\.calendly\.com\/scheduled_events\/[A-Za-z0-9_-]{1,64}$/;
const INVITEE = /^https:\/\/api\.calendly\.com\/scheduled_events\/[A-Za-z0-9_-]{1,64}\/invitees\/[A-Za-z0-9_-]{1,64}$/;
export const isEventUri = (v: unknown): v is string => typeof v === "string" && v.length <= 200 && URI.test(v);
export const isInviteeUri = (v: unknown): v is string => typeof v === "string" && v.length <= 260 && INVITEE.test(v);

/** The embed's address: the scheduler's inline-embed parameters, and what we know of the visitor. */
export function embedUrl(kind: SchedulerKind, host: string, prefill?: { name?: string; email?: string }): string {
  const u = new URL(schedulers[kind].url);
  u.searchParams.set("embed_domain", host);
  u.searchParams.set("embed_type", "Inline");
  u.searchParams.set("hide_gdpr_banner", "1");
  if (prefill?.name) u.searchParams.set("name", prefill.name);
  if (prefill?.email) u.searchParams.set("email", prefill.email);
  return u.toString();
}

/** The scheduler's page height, as its height message reports it ("1234px" or a number). */
export function reportedHeight(payload: unknown): number | null {
  const h = payload && typeof payload === "object" ? (payload as { height?: unknown }).height : undefined;
  const n = typeof h === "number" ? h : typeof h === "string" ? Number.parseFloat(h) : NaN;
  return Number.isFinite(n) && n > 0 && n < 10_000 ? Math.round(n) : null;
}

/** Where the checkout leaves the customer's name for the scheduler (this tab only; cleared once read). */
export const PREFILL_STORAGE_KEY = "strategy_session_customer";

/**
 * Where a booking lands (DECISIONS 4): the strategy session on /session-confirmation ("You're
 * Officially Booked"), the free chat on the same page with ?kind=chat, which gives it the chat's
 * own words, never the 90-minute session's.
 */
export const confirmationPath = (kind: SchedulerKind) => (kind === "chat" ? `${paths.sessionConfirmation}?kind=chat` : paths.sessionConfirmation);

/** The booking a confirmation address names (its ?kind); anything else is the strategy session. */
export const bookedKind = (value: string | null): SchedulerKind => (value === "chat" ? "chat" : "strategy_session");
