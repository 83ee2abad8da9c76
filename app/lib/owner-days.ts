import { timeZone as ownerTimeZone } from "#content/site.ts";

/**
 * Days and times in the owner's time zone (content/site.ts `timeZone`): the owner's area writes
 * times in it, and the dashboard's days run from its midnight to the next, summer time included.
 * Stored times stay UTC instants (ISO strings); only their reading changes. Browser-safe: the
 * owner's pages format on the server and again as they hydrate, with the same zone.
 */
export interface ZoneDays {
  timeZone: string;
  /** The zone's calendar day of an instant, YYYY-MM-DD. */
  dayOf(instant: Date): string;
  /** The first instant of a calendar day in the zone, as an ISO string (its midnight, or the end of a skipped hour). */
  dayStart(day: string): string;
}

const QUARTER_HOUR_MS = 15 * 60_000;

export function zoneDays(timeZone: string): ZoneDays {
  const wall = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  /** The zone's wall-clock time of `t`, written as if it were UTC (ms). */
  const wallClock = (t: number) => {
    const p = Object.fromEntries(wall.formatToParts(t).map((x) => [x.type, x.value]));
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  };
  // An instant's day is its quarter hour's: every offset in use is a multiple of 15 minutes, so a
  // day starts on a quarter hour. Kept per quarter hour, as reading the zone costs ~8 µs and
  // callers ask in runs (each page view stored; each row of the page views' CSV, in time order).
  const dayByQuarter = new Map<number, string>();
  const dayOf = (instant: Date) => {
    const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
    let day = dayByQuarter.get(quarter);
    if (day === undefined) {
      if (dayByQuarter.size >= 5000) dayByQuarter.clear();
      day = new Date(wallClock(quarter * QUARTER_HOUR_MS)).toISOString().slice(0, 10);
      dayByQuarter.set(quarter, day);
    }
    return day;
  };
  // A day's start never changes (for this zone's rules): the dashboard asks for the same few
  // hundred many times over (every link of its tables has two), each a few zone readings.
  const starts = new Map<string, string>();
  return {
    timeZone,
    dayOf,
    dayStart(day) {
      let start = starts.get(day);
      if (start === undefined) {
        if (starts.size >= 5000) starts.clear();
        start = firstInstant(day);
        starts.set(day, start);
      }
      return start;
    },
  };
  function firstInstant(day: string): string {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const offset = (t: number) => wallClock(t) - Math.floor(t / 1000) * 1000;
    // The offset at midnight may differ from the offset at the guess (summer time began or
    // ended in between): a second pass takes the one that holds at the answer.
    let t = midnight - offset(midnight);
    t = midnight - offset(t);
    // A midnight the clocks skipped (summer time starting at 00:00 in a few zones): the day
    // starts where the skip ends. A midnight that came twice (clocks back from 01:00 to 00:00):
    // at the first. Every offset in use is a multiple of 15 minutes.
    while (dayOf(new Date(t)) < day) t += QUARTER_HOUR_MS;
    while (dayOf(new Date(t - QUARTER_HOUR_MS)) === day) t -= QUARTER_HOUR_MS;
    return new Date(t).toISOString();
  }
}

/** The owner's time zone, read here only: content/site.ts `timeZone`. */
export const OWNER_TIME_ZONE = ownerTimeZone;

/** The owner's days. */
export const ownerDays: ZoneDays = zoneDays(OWNER_TIME_ZONE);

/** The zone's name as the owner's pages say it ("Mountain Time"). */
export const ownerZoneName = new Intl.DateTimeFormat("en-US", { timeZone: OWNER_TIME_ZONE, timeZoneName: "longGeneric" }).formatToParts(0).find((p) => p.type === "timeZoneName")?.value ?? OWNER_TIME_ZONE;
