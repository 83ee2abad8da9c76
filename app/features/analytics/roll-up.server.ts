import { sql } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { PAGE_VIEWS_MAX_ROWS } from "#app/config/page-view-limits.ts";
import { addDays, dayOf } from "./dates.ts";

/** Page views rolled up into daily counts by dimension, and the raw rows kept within their bounds (events.server.ts takes them in). */

export const RAW_RETENTION_DAYS = 30;

/** The dimensions of the daily roll-up and of the dashboard, with the column (SQL) each reads. */
export const DIMENSIONS = {
  total: sql<string>`''`,
  path: sql<string>`path`,
  ref: sql<string>`ref_host`,
  campaign: sql<string>`utm_source || ' / ' || utm_medium || ' / ' || utm_campaign`,
  channel: sql<string>`channel`,
  device: sql<string>`device`,
  country: sql<string>`country`,
} as const;
export type Dimension = keyof typeof DIMENSIONS;

/** Only the rows that say something for the dimension (a campaign needs a tag, a country a header). */
export const DIMENSION_FILTER: Partial<Record<Dimension, ReturnType<typeof sql>>> = {
  ref: sql`ref_host <> ''`,
  campaign: sql`(utm_source <> '' or utm_medium <> '' or utm_campaign <> '')`,
  country: sql`country <> ''`,
};

export const ROLLED_THROUGH = "rolled_through";

export async function rolledThrough(database: DatabaseHandle): Promise<string> {
  const row = await database.db.selectFrom("analytics_state").select("value").where("name", "=", ROLLED_THROUGH).executeTakeFirst();
  return row?.value ?? "0000-00-00";
}

/**
 * A day (the owner's: app/lib/owner-days.ts) is rolled up this long after it ended, not at
 * midnight: page views of its last seconds may still be in an instance's queue (flushed every
 * second) or arrive from an instance whose clock is a little behind, and a day rolled without
 * them never counted them (its raw rows are read no more once it is rolled, and deleted after
 * 30 days).
 */
export const ROLL_UP_GRACE_MS = 10 * 60_000;

/** The database refused a second copy of a row (its primary or unique key): SQLite or PostgreSQL. */
const isDuplicateKey = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE";
};

/** The first day whose raw rows are all kept, when the table's bound deleted younger days than RAW_RETENTION_DAYS. */
export const RAW_KEPT_FROM = "raw_kept_from";

export async function rawKeptFrom(database: DatabaseHandle): Promise<string> {
  const row = await database.db.selectFrom("analytics_state").select("value").where("name", "=", RAW_KEPT_FROM).executeTakeFirst();
  return row?.value ?? "0000-00-00";
}

/**
 * Holds page_views to `maxRows` (PAGE_VIEWS_MAX_ROWS): over it, the raw rows of the oldest days
 * already rolled up are deleted, whole days, oldest first (their numbers stay in analytics_daily;
 * only the list of page views behind them goes, and RAW_KEPT_FROM tells that list where its rows
 * begin). Days not rolled up yet are never deleted: when only they are left, the answer is false
 * (no room) and new views are not stored until a roll-up makes room.
 */
export async function boundPageViews(database: DatabaseHandle, maxRows: number, now = new Date()): Promise<boolean> {
  const count = async () => Number((await database.db.selectFrom("page_views").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  let rows = await count();
  if (rows < maxRows) return true;
  // Finished days first become numbers (their raw rows may then go).
  await rollUp(database, now, Infinity);
  const through = await rolledThrough(database);
  const days = await database.db.selectFrom("page_views").select(["day", (eb) => eb.fn.countAll().as("n")]).where("day", "<=", through).groupBy("day").orderBy("day").execute();
  let cut: string | undefined;
  for (const d of days) {
    if (rows < maxRows) break;
    await database.db.deleteFrom("page_views").where("day", "=", d.day).execute();
    rows -= Number(d.n);
    cut = d.day;
  }
  if (cut) {
    const from = addDays(cut, 1);
    await database.db
      .insertInto("analytics_state")
      .values({ name: RAW_KEPT_FROM, value: from })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value: from }))
      .execute();
    logger.warn({ maxRows, through: cut }, "analytics: page views table at its bound; raw rows of the oldest rolled-up days deleted (their numbers are kept)");
  }
  return rows < maxRows;
}

/**
 * Rolls every finished day (the owner's, ended at least ROLL_UP_GRACE_MS ago) not rolled yet into
 * analytics_daily, in order, each day in one transaction with the mark; then deletes raw rows
 * older than 30 days and old salts, and holds the table to `maxRows` (boundPageViews). Two
 * instances may race: the table's key refuses the second copy of a day. Any other failure is an
 * error (a full disk, a busy database): logged as one, and the day is tried again at the next
 * roll-up.
 */
export async function rollUp(database: DatabaseHandle, now = new Date(), maxRows = PAGE_VIEWS_MAX_ROWS): Promise<number> {
  const today = dayOf(new Date(now.getTime() - ROLL_UP_GRACE_MS));
  const mark = await rolledThrough(database);
  const days = (await database.db.selectFrom("page_views").select("day").distinct().where("day", ">", mark).where("day", "<", today).orderBy("day").execute()).map((r) => r.day);
  let rolled = 0;
  for (const day of days) {
    try {
      await database.db.transaction().execute(async (trx) => {
        for (const [dim, key] of Object.entries(DIMENSIONS)) {
          const filter = DIMENSION_FILTER[dim as Dimension];
          await sql`insert into analytics_daily (day, dim, key, views, visits, visitors)
            select day, ${sql.lit(dim)}, ${key}, count(*), sum(entry), count(distinct visitor) from page_views
            where day = ${day} ${filter ? sql`and ${filter}` : sql``} group by ${dim === "total" ? sql`day` : sql`day, ${key}`}`.execute(trx);
        }
        await trx
          .insertInto("analytics_state")
          .values({ name: ROLLED_THROUGH, value: day })
          .onConflict((oc) => oc.column("name").doUpdateSet({ value: day }))
          .execute();
      });
      rolled += 1;
    } catch (err) {
      if (isDuplicateKey(err)) logger.info({ day }, "analytics: day already rolled up by another instance");
      else logger.error({ err, day }, "analytics: day not rolled up; tried again at the next roll-up");
      return rolled;
    }
  }
  const keepFrom = addDays(today, -RAW_RETENTION_DAYS);
  const through = await rolledThrough(database);
  await database.db
    .deleteFrom("page_views")
    .where("day", "<", keepFrom)
    .where("day", "<=", through)
    .execute();
  await database.db.deleteFrom("analytics_state").where("name", "like", "salt:%").where("name", "<", `salt:${addDays(today, -1)}`).execute();
  if (maxRows !== Infinity) await boundPageViews(database, maxRows, now);
  return rolled;
}
