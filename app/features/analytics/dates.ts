import { ownerDays } from "#app/lib/owner-days.ts";

/**
 * Calendar days as YYYY-MM-DD (shared by the browser-safe dashboard tables and the server). The
 * dashboard's days are the owner's (content/site.ts `timeZone`): a day runs from its midnight
 * there to the next (app/lib/owner-days.ts); the arithmetic on days is the calendar's alone.
 */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
/** The owner's day of an instant. */
export const dayOf = (d: Date) => ownerDays.dayOf(d);
/** The first instant of an owner's day, as an ISO string: the bound of every query of that day. */
export const dayStart = (day: string) => ownerDays.dayStart(day);
/** The instants of the owner's days `from` to `to`: [from's midnight, the midnight after `to`), ISO strings (which compare as time does). */
export const instantsOf = (from: string, to: string) => ({ since: dayStart(from), until: dayStart(addDays(to, 1)) });
export const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
/** A real calendar day as YYYY-MM-DD (not 2026-02-30, nor 2026-13-01, which no Date can print). */
export const isDay = (v: string | null | undefined): v is string => {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && utcDay(new Date(t)) === v;
};

/**
 * The years a date the owner types may fall in, on the dashboard and in the inbox alike (so that
 * every period the dashboard shows links to an inbox that takes it): 2000 to 2100.
 */
export const OWNER_YEARS = { first: 2000, last: 2100 } as const;
/** True for a YYYY-MM-DD day within OWNER_YEARS. */
export const inOwnerYears = (day: string) => day >= `${OWNER_YEARS.first}-01-01` && day <= `${OWNER_YEARS.last}-12-31`;
