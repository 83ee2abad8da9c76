import { addDays, dayOf, inOwnerYears, isDay, OWNER_YEARS } from "./dates.ts";

/** The dashboard's period (the last 7 or 30 days, 12 months, or the owner's own dates), its buckets and the period before it. */

/**
 * The owner's dashboard (issue 25): every number is one aggregate query over an index. Traffic
 * reads analytics_daily for rolled-up days and the raw page_views only for the days not rolled
 * yet (today, and whatever the roll-up has not reached), so a year reads a few thousand rows.
 * "Visitors" over several days is the sum of each day's visitors: the hash changes every day,
 * so the same person on two days counts twice (docs/decisions/023).
 */
export type PeriodKey = "7d" | "30d" | "12m" | "custom";
export interface Period {
  key: PeriodKey;
  /** First and last day, inclusive: the owner's days (app/lib/owner-days.ts). */
  from: string;
  to: string;
  /** Buckets of the charts: days, or months for spans over 62 days. */
  unit: "day" | "month";
}

export function periodOf(params: URLSearchParams, now = new Date()): { period: Period; error?: string } {
  const today = dayOf(now);
  const key = params.get("period") ?? "30d";
  const make = (k: PeriodKey, from: string, to: string): Period => ({ key: k, from, to, unit: Date.parse(to) - Date.parse(from) > 62 * 86_400_000 ? "month" : "day" });
  if (key === "7d") return { period: make("7d", addDays(today, -6), today) };
  // Twelve calendar months: this one so far and the eleven before it (from the 1st of the month
  // eleven months back), so each month's bar is a whole month but this one, and none is a 13th.
  if (key === "12m") {
    const [y, m] = today.split("-").map(Number) as [number, number];
    return { period: make("12m", new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10), today) };
  }
  if (key === "custom") {
    const from = params.get("from");
    const to = params.get("to");
    // isDay: a day no Date can print (2026-13-01) once threw here, a 500 for a typed address.
    if (!isDay(from) || !isDay(to)) return { period: make("30d", addDays(today, -29), today), error: "Give both days as YYYY-MM-DD." };
    if (!inOwnerYears(from) || !inOwnerYears(to)) return { period: make("30d", addDays(today, -29), today), error: `Days from ${OWNER_YEARS.first} to ${OWNER_YEARS.last}.` };
    if (from > to) return { period: make("30d", addDays(today, -29), today), error: "The first day must not be after the last." };
    if (Date.parse(to) - Date.parse(from) > 3 * 366 * 86_400_000) return { period: make("30d", addDays(today, -29), today), error: "At most three years." };
    return { period: make("custom", from, to) };
  }
  // A mistyped period is said (the page shows the last 30 days with the message; a CSV refuses).
  if (key !== "30d") return { period: make("30d", addDays(today, -29), today), error: "The period is one of 7d, 30d, 12m or custom (with from and to)." };
  return { period: make("30d", addDays(today, -29), today) };
}

/** Every bucket of the period, in order (so a chart shows quiet days as zero). */
export function bucketsOf(p: Period): string[] {
  const out: string[] = [];
  if (p.unit === "day") for (let d = p.from; d <= p.to; d = addDays(d, 1)) out.push(d);
  else {
    let [y, m] = p.from.split("-").map(Number) as [number, number];
    const last = p.to.slice(0, 7);
    for (;;) {
      const k = `${y}-${String(m).padStart(2, "0")}`;
      out.push(k);
      if (k >= last) break;
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
  }
  return out;
}
export const bucketOf = (p: Period, day: string) => (p.unit === "day" ? day : day.slice(0, 7));

/**
 * The period just before `p`, of as many days: what the headline numbers are compared with
 * ("the 30 days before"; for "12 months", the 365 or so days before its first day).
 */
export function previousOf(p: Period): Period {
  const days = Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1;
  const from = addDays(p.from, -days);
  const to = addDays(p.from, -1);
  return { key: "custom", from, to, unit: p.unit };
}
