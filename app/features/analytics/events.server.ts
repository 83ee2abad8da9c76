import { createHash, randomBytes, randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { PageViewTable } from "#app/db/schema.ts";
import { clientAddressKey } from "#app/lib/client-address.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { EVENTS_PER_CLIENT_DAY, EVENTS_PER_CLIENT_MINUTE, PAGE_VIEW_REPEAT_MS, PAGE_VIEWS_BOUND_CHECK_ROWS, PAGE_VIEWS_MAX_ROWS } from "#app/config/page-view-limits.ts";
import { channelOf } from "./attribution.server.ts";
import { addDays, dayOf } from "./dates.ts";
import { analyticsAllowed, createTagCaps } from "./event-policy.server.ts";
import { isExcluded } from "./exclusion.ts";
import { BOT_USER_AGENT, checkEvent, deviceOf, countryOf } from "./event-input.server.ts";
import { rolledThrough, boundPageViews, rollUp } from "./roll-up.server.ts";

export { RAW_RETENTION_DAYS, DIMENSIONS, DIMENSION_FILTER, ROLLED_THROUGH, rolledThrough, ROLL_UP_GRACE_MS, RAW_KEPT_FROM, rawKeptFrom, boundPageViews, rollUp } from "./roll-up.server.ts";
export type { Dimension } from "./roll-up.server.ts";
export { BOT_USER_AGENT, checkEvent, deviceOf, COUNTRY_HEADER, countryOf } from "./event-input.server.ts";
export type { EventInput, EventCheck } from "./event-input.server.ts";
export { addDays, dayOf } from "./dates.ts";

/**
 * The site's own page-view counter (issue 25; docs/decisions/023). POST /api/events takes one
 * page view from the tracker of a visitor who allowed analytics. What is stored: the path, the
 * visit's referrer host and UTM tags, a device class from the viewport's width, a country only
 * from a trusted proxy's CF-IPCountry header, and a visitor hash that changes every day
 * (sha256 of the day's random salt, the client's address key and user agent: the raw address
 * is never stored, and yesterday's hash cannot be tied to today's). No cookie.
 *
 * Bounded: a body of at most 1 KB, each field checked; bots dropped by user agent; 60 events
 * per client and minute (in this process's memory); rows are written in batches (one
 * transaction per second or per 200 rows, so an event costs no fsync of its own), and at most
 * 5,000 wait: past that, events are dropped, never the server's memory.
 *
 * The server is the judge of what is stored (issue 45; docs/decisions/030-page-view-limits.md):
 * only with the analytics consent cookie and without Sec-GPC, only for a page the site serves
 * (`isCountedPath`), one view per visitor, page and minute, EVENTS_PER_CLIENT_DAY a client a day,
 * PAGE_VIEW_TAGS_PER_DAY campaigns and referrers a day, and PAGE_VIEWS_MAX_ROWS rows in all.
 * A view dropped by one of these rules is answered as a stored one (202): the tracker does not
 * read the answer, and a sender learns nothing of which rule it met. The limits per client
 * answer 429 with Retry-After.
 */
export const EVENTS_BODY_LIMIT = "1kb";
/** Clients whose minute is counted at once, at most (~100 bytes each). */
const CLIENTS_COUNTED_MAX = 50_000;
const FLUSH_ROWS = 200;
const FLUSH_MS = 1000;
const MAX_QUEUED = 5000;
export interface EventRequest {
  body: unknown;
  ip: string | undefined;
  userAgent: string | undefined;
  cookies: string | undefined;
  country: string | undefined;
  /** The request carried Sec-GPC: 1 (Global Privacy Control). */
  gpc: boolean;
}

export type EventOutcome = { status: 202; stored: boolean; reason?: string } | { status: 400; fieldErrors: Record<string, string> } | { status: 429; retryAfterMinutes: number };

export interface Analytics {
  take(req: EventRequest, now?: Date): Promise<EventOutcome>;
  flush(): Promise<void>;
  rollUp(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  stats(): { queued: number; dropped: number };
}

export interface AnalyticsOptions {
  database: DatabaseHandle;
  trustCountry: boolean;
  /** Whether a path is a page of this site (counted-pages.server.ts; the bench passes its own list). */
  isCountedPath: (path: string) => boolean;
  rollUpEveryMs?: number;
  /** The raw rows kept at most (PAGE_VIEWS_MAX_ROWS; smaller in tests). */
  maxRows?: number;
}

export function createAnalytics({ database, trustCountry, isCountedPath, rollUpEveryMs = 60 * 60 * 1000, maxRows = PAGE_VIEWS_MAX_ROWS }: AnalyticsOptions): Analytics {
  const salts = new Map<string, string>();
  // Per client, its minute's count: the least recently used forgotten first past the bound (a
  // run from many addresses no longer clears everyone's count at once), each gone after its minute.
  const hits = new LRUCache<string, { start: number; n: number }>({ max: CLIENTS_COUNTED_MAX, ttl: 60_000 });
  // Per client, the views stored in its 24 hours; and per visitor and page, when its last view
  // was stored. Bounded alike; the times compared are the events' own (`now`), the caches' ttl
  // only lets go of what can no longer matter.
  const days = new LRUCache<string, { start: number; n: number }>({ max: CLIENTS_COUNTED_MAX, ttl: 24 * 3600_000 });
  const seen = new LRUCache<string, number>({ max: CLIENTS_COUNTED_MAX, ttl: PAGE_VIEW_REPEAT_MS });
  const capTags = createTagCaps(database);
  // The table's bound: counted again after PAGE_VIEWS_BOUND_CHECK_ROWS stored rows, at every
  // roll-up, and, while full, at most once a minute.
  let full = false;
  let storedSinceCheck = 0;
  let lastCheck = 0;
  let checking: Promise<void> | undefined;
  let queue: PageViewTable[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let rollTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  /** The day's salt: random, shared by every instance through the database, gone after two days. */
  async function saltFor(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    const name = `salt:${day}`;
    await database.db
      .insertInto("analytics_state")
      .values({ name, value: randomBytes(32).toString("hex") })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const row = await database.db.selectFrom("analytics_state").select("value").where("name", "=", name).executeTakeFirstOrThrow();
    if (salts.size > 4) salts.clear();
    salts.set(day, row.value);
    return row.value;
  }

  /**
   * The day a page view counts on: the owner's day (app/lib/owner-days.ts), but never a day
   * already rolled up, whose raw rows nothing reads any more (such a view would be stored and
   * never counted). Two things lead there: the days changing meaning (UTC days until
   * 2026-11-27: on the day of that update the roll-up may already have passed the owner's day
   * for a few hours), and an instance whose clock is behind by more than the roll-up's grace.
   * Those views count on the next day instead of on none. The mark is read at the first view
   * and again after each of this instance's roll-ups, so a view costs no query for it.
   */
  let mark: Promise<string> | undefined;
  async function dayFor(now: Date): Promise<string> {
    const day = dayOf(now);
    mark ??= rolledThrough(database).catch(() => "0000-00-00");
    const through = await mark;
    return day > through ? day : addDays(through, 1);
  }

  function limited(key: string, now: number): boolean {
    const h = hits.get(key);
    if (!h || now - h.start >= 60_000) {
      hits.set(key, { start: now, n: 1 });
      return false;
    }
    h.n += 1;
    return h.n > EVENTS_PER_CLIENT_MINUTE;
  }

  /** Minutes until the client's 24 hours end when it has stored its EVENTS_PER_CLIENT_DAY; else 0, and one more counted. */
  function dayFull(key: string, now: number): number {
    const d = days.get(key);
    if (!d || now - d.start >= 24 * 3600_000) {
      days.set(key, { start: now, n: 1 });
      return 0;
    }
    if (d.n >= EVENTS_PER_CLIENT_DAY) return Math.max(1, Math.ceil((d.start + 24 * 3600_000 - now) / 60_000));
    d.n += 1;
    return 0;
  }

  /** A view of this page by this visitor was stored less than PAGE_VIEW_REPEAT_MS ago; else this one is noted. */
  function repeated(visitor: string, path: string, now: number): boolean {
    const k = `${visitor}\n${path}`;
    const last = seen.get(k);
    if (last !== undefined && now - last >= 0 && now - last < PAGE_VIEW_REPEAT_MS) return true;
    seen.set(k, now);
    return false;
  }

  /** Counts the table, trims it (boundPageViews) when over, and says whether views may be stored. */
  const checkRoom = (now = new Date()): Promise<void> =>
    (checking ??= (async () => {
      lastCheck = now.getTime();
      storedSinceCheck = 0;
      try {
        const wasFull = full;
        full = !(await boundPageViews(database, maxRows, now));
        if (full && !wasFull) logger.warn({ maxRows }, "analytics: the page views table is full (PAGE_VIEWS_MAX_ROWS); new page views are not stored until the day is rolled up");
      } catch (err) {
        logger.warn({ err }, "analytics: the page views table could not be counted");
      }
    })().finally(() => (checking = undefined)));

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    flushing = flushing.then(async () => {
      while (queue.length) {
        const batch = queue.slice(0, FLUSH_ROWS);
        queue = queue.slice(FLUSH_ROWS);
        try {
          await database.db.insertInto("page_views").values(batch).execute();
          storedSinceCheck += batch.length;
          if (storedSinceCheck >= PAGE_VIEWS_BOUND_CHECK_ROWS) void checkRoom();
        } catch (err) {
          dropped += batch.length;
          logger.warn({ err, rows: batch.length }, "analytics: page views not stored");
        }
      }
    });
    return flushing;
  };

  return {
    async take(req, now = new Date()) {
      const ua = req.userAgent ?? "";
      const checked = checkEvent(req.body);
      if (!checked.ok) return { status: 400, fieldErrors: checked.fieldErrors };
      if (!ua || ua.length > 1000 || BOT_USER_AGENT.test(ua)) return { status: 202, stored: false, reason: "bot" };
      if (req.cookies && isExcluded(req.cookies)) return { status: 202, stored: false, reason: "excluded" };
      const key = clientAddressKey(req.ip);
      const t = now.getTime();
      if (limited(key, t)) return { status: 429, retryAfterMinutes: 1 };
      if (!analyticsAllowed(req.cookies, req.gpc)) return { status: 202, stored: false, reason: req.gpc ? "gpc" : "no consent" };
      const e = checked.value;
      if (!isCountedPath(e.path)) return { status: 202, stored: false, reason: "not a page" };
      if (full) {
        if (t - lastCheck >= 60_000) void checkRoom(now);
        dropped += 1;
        return { status: 202, stored: false, reason: "full" };
      }
      if (queue.length >= MAX_QUEUED) {
        dropped += 1;
        return { status: 202, stored: false, reason: "busy" };
      }
      const day = await dayFor(now);
      const salt = await saltFor(day);
      const visitor = createHash("sha256").update(`${salt}\n${key}\n${ua}`).digest("base64url").slice(0, 22);
      // After the awaits: two copies of a view sent at once meet here one after the other.
      if (repeated(visitor, e.path, t)) return { status: 202, stored: false, reason: "repeat" };
      const wait = dayFull(key, t);
      if (wait) return { status: 429, retryAfterMinutes: wait };
      const tags = await capTags(day, e);
      queue.push({
        id: randomUUID(),
        day,
        at: now.toISOString(),
        path: e.path,
        ref_host: tags.ref,
        utm_source: tags.source,
        utm_medium: tags.medium,
        utm_campaign: tags.campaign,
        channel: channelOf(tags),
        device: deviceOf(e.width),
        country: countryOf(req.country, trustCountry),
        entry: e.entry ? 1 : 0,
        visitor,
      });
      if (queue.length >= FLUSH_ROWS) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_MS);
      return { status: 202, stored: true };
    },
    flush,
    rollUp: async (now = new Date()) => {
      try {
        return await rollUp(database, now, maxRows);
      } finally {
        mark = undefined;
        await checkRoom(now);
      }
    },
    start() {
      const run = () =>
        void rollUp(database, new Date(), maxRows)
          .catch((err: unknown) => logger.warn({ err }, "analytics: roll-up failed"))
          .finally(() => {
            mark = undefined;
            return checkRoom();
          });
      run();
      rollTimer = setInterval(run, rollUpEveryMs);
      rollTimer.unref();
    },
    async stop() {
      if (rollTimer) clearInterval(rollTimer);
      await flush();
    },
    stats: () => ({ queued: queue.length, dropped }),
  };
}
