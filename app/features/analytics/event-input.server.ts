import type { AttributionInput } from "#app/lib/attribution.ts";
import { checkAttributionField } from "./attribution.server.ts";

/** One page view as the tracker sends it: each field checked, the device class and the country read (events.server.ts stores it). */

/** Not "Cubot" (a maker of Android phones, in their user agents): a person, not a robot. */
export const BOT_USER_AGENT =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|monitor|uptime|curl\/|wget\/|python|java\/|httpclient|okhttp|node-fetch|undici|axios|go-http|libwww|facebookexternalhit|embedly|quora link|whatsapp|bingpreview|phantomjs|selenium|puppeteer|playwright/i;

export interface EventInput {
  path: string;
  ref: string;
  source: string;
  medium: string;
  campaign: string;
  width: number;
  entry: boolean;
}

export type EventCheck = { ok: true; value: EventInput } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks a page view to the letter: unknown fields, wrong types, a missing or bad path or width
 * are field errors. The referrer and campaign tags, which come from whatever link brought the
 * visitor, are left out (empty) when they are not what this site stores, never refused.
 */
export function checkEvent(raw: unknown): EventCheck {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return { ok: false, fieldErrors: { body: "Send a JSON object." } };
  const r = raw as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const allowed = new Set(["path", "ref", "source", "medium", "campaign", "width", "entry"]);
  for (const k of Object.keys(r)) if (!allowed.has(k)) errors[k] = "Unknown field.";
  const text = (name: keyof AttributionInput, field: string) => {
    const c = checkAttributionField(name, r[field]);
    if ("error" in c) errors[field] = c.error;
    return "value" in c ? c.value : "";
  };
  // The visit's referrer and campaign tags come from whatever link brought the visitor (anyone
  // may write `utm_campaign=Black "Friday"`), and the browser sends them with every page of the
  // visit: a tag this site does not store is left out, as a lead's is (parseAttribution), never
  // a reason to lose the page view itself.
  const tag = (name: "ref" | "source" | "medium" | "campaign") => {
    if (typeof r[name] !== "string") return text(name, name);
    const c = checkAttributionField(name, r[name]);
    return "value" in c ? c.value : "";
  };
  const path = text("landing", "path");
  if (!path && !errors.path) errors.path = "Required: the page's path.";
  if (/^\/admin(\/|$)/.test(path)) errors.path = "Admin pages are not counted.";
  const value: EventInput = {
    path,
    ref: tag("ref"),
    source: tag("source"),
    medium: tag("medium"),
    campaign: tag("campaign"),
    width: 0,
    entry: false,
  };
  if (typeof r.width !== "number" || !Number.isInteger(r.width) || r.width < 0 || r.width > 100_000) errors.width = "The viewport's width in CSS pixels (a whole number).";
  else value.width = r.width;
  if (r.entry !== undefined && typeof r.entry !== "boolean") errors.entry = "true or false.";
  else value.entry = r.entry === true;
  return Object.keys(errors).length ? { ok: false, fieldErrors: errors } : { ok: true, value };
}

export const deviceOf = (width: number): string => (width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop");

/** The header a proxy names the client's country in (Cloudflare's; others can be set to send it). */
export const COUNTRY_HEADER = "cf-ipcountry";
export function countryOf(header: string | undefined, trusted: boolean): string {
  if (!trusted || !header) return "";
  const c = header.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(c) && c !== "XX" && c !== "T1" ? c : "";
}
