import { sql, SqliteAdapter, type DatabaseIntrospector, type Kysely, type QueryExecutorProvider } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import { emailKey } from "#app/infra/email-address.server.ts";

/**
 * One list of migrations for SQLite and PostgreSQL. Only portable types are used (text,
 * integer, bigint); each migration is applied once, in order, at boot and by `npm run db:migrate`.
 */
/** The page_views indexes of 0009 on one column (then at, id): name and column. */
const VIEW_INDEXES = [
  ["path", "path"],
  ["ref", "ref_host"],
  ["channel", "channel"],
  ["device", "device"],
  ["country", "country"],
] as const;

const migrations: Record<string, Migration> = {
  "0001_leads": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("submissions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("form", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("last_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("message", "text")
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("client_hash", "text", (c) => c.notNull())
        .addColumn("user_agent", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("submissions_form_created").on("submissions").columns(["form", "created_at"]).execute();
      await db.schema.createIndex("submissions_created").on("submissions").column("created_at").execute();

      await db.schema
        .createTable("subscribers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("last_name", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("first_signup_at", "text", (c) => c.notNull())
        .addColumn("latest_signup_at", "text", (c) => c.notNull())
        .addColumn("signup_count", "integer", (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable("deliveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("target", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("delivered_at", "text")
        .execute();
      await db.schema.createIndex("deliveries_due").on("deliveries").columns(["state", "next_attempt_at"]).execute();
      await db.schema.createIndex("deliveries_submission").on("deliveries").column("submission_id").execute();

      await db.schema
        .createTable("rate_limit_hits")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("bucket", "text", (c) => c.notNull())
        .addColumn("at_ms", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_limit_hits_bucket").on("rate_limit_hits").columns(["bucket", "at_ms"]).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ["rate_limit_hits", "deliveries", "subscribers", "submissions"]) await db.schema.dropTable(t).ifExists().execute();
    },
  },
  // Admin sessions live in the database so that signing out ends them on every instance.
  "0002_admin_sessions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("admin_sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("admin_sessions").ifExists().execute();
    },
  },
  // Each claim of a delivery carries a token, so that only its holder settles the row.
  "0003_delivery_claims": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("deliveries").addColumn("claim", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("deliveries").dropColumn("claim").execute();
    },
  },
  // The audit lines of privacy requests (exports, erasures): no personal data.
  "0004_privacy_requests": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("privacy_requests")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("counts", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("privacy_requests").ifExists().execute();
    },
  },
  // Payments and bookings (issue 14): orders made before any payment intent, each provider event
  // stored once (its id is the primary key), and the times booked in the scheduler embeds.
  "0005_orders_payments_bookings": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("orders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product", "text", (c) => c.notNull())
        .addColumn("amount_cents", "integer", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("last_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("submission_id", "text")
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("payment_intent_id", "text", (c) => c.unique())
        .addColumn("state_at", "bigint")
        .addColumn("problem", "text")
        .addColumn("client_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("paid_at", "text")
        .execute();
      await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();
      await db.schema.createIndex("orders_submission").on("orders").column("submission_id").execute();
      await db.schema.createIndex("orders_email_product").on("orders").columns(["email", "product", "state"]).execute();

      await db.schema
        .createTable("payment_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("order_id", "text")
        .addColumn("created", "bigint", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("received_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("payment_events_order").on("payment_events").column("order_id").execute();

      await db.schema
        .createTable("bookings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("event_uri", "text", (c) => c.notNull())
        .addColumn("invitee_uri", "text", (c) => c.notNull().unique())
        .addColumn("client_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("bookings_created").on("bookings").column("created_at").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ["bookings", "payment_events", "orders"]) await db.schema.dropTable(t).ifExists().execute();
    },
  },
  // Issue #15: the consent records (DECISIONS 15): what was chosen, when, for which revision of
  // the categories; no personal data (no address, no browser string). The case study's wrong
  // passwords are counted by the existing limiter (rate_limit_hits): no table of their own.
  "0006_consent_case_study": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("consent_records")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("choice", "text", (c) => c.notNull())
        .addColumn("analytics", "integer", (c) => c.notNull())
        .addColumn("marketing", "integer", (c) => c.notNull())
        .addColumn("personalization", "integer", (c) => c.notNull())
        .addColumn("gpc", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("consent_records_created").on("consent_records").column("created_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("consent_records").ifExists().execute();
    },
  },
  // Bookings the scheduler's API confirmed (CALENDLY_TOKEN) against those only the browser
  // reported, which anyone can forge: existing rows were never checked, so they are 0.
  "0007_booking_verified": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("bookings")
        .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("bookings").dropColumn("verified").execute();
    },
  },
  /**
   * First-party analytics and attribution (issue 25; docs/decisions/023). Raw page views are
   * kept 30 days; every finished day is rolled up into analytics_daily (one row per day,
   * dimension and value), so a year on the dashboard reads a few thousand rows.
   */
  "0008_analytics": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("page_views")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("ref_host", "text", (c) => c.notNull())
        .addColumn("utm_source", "text", (c) => c.notNull())
        .addColumn("utm_medium", "text", (c) => c.notNull())
        .addColumn("utm_campaign", "text", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("device", "text", (c) => c.notNull())
        .addColumn("country", "text", (c) => c.notNull())
        .addColumn("entry", "integer", (c) => c.notNull())
        .addColumn("visitor", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("page_views_day").on("page_views").columns(["day", "visitor"]).execute();
      await db.schema
        .createTable("analytics_daily")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("dim", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addColumn("visits", "integer", (c) => c.notNull())
        .addColumn("visitors", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("analytics_daily_pk", ["dim", "day", "key"])
        .execute();
      // The day's salt of the visitor hash (shared by every instance) and the roll-up mark.
      await db.schema
        .createTable("analytics_state")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
      // Where a lead, booking (and, through its lead, an order) came from: one row per thing sent.
      await db.schema
        .createTable("attributions")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("subject_id", "text", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("ref_host", "text", (c) => c.notNull())
        .addColumn("utm_source", "text", (c) => c.notNull())
        .addColumn("utm_medium", "text", (c) => c.notNull())
        .addColumn("utm_campaign", "text", (c) => c.notNull())
        .addColumn("landing_path", "text", (c) => c.notNull())
        .addColumn("sent_from", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("attributions_pk", ["subject", "subject_id"])
        .execute();
      await db.schema.createIndex("attributions_created").on("attributions").columns(["subject", "created_at"]).execute();
      await db.schema.createIndex("orders_paid_at").on("orders").column("paid_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("orders_paid_at").ifExists().execute();
      for (const t of ["attributions", "analytics_state", "analytics_daily", "page_views"]) await db.schema.dropTable(t).ifExists().execute();
    },
  },
  /**
   * The admin's list of the page views behind a dashboard number (/admin/analytics/views): one
   * index per dimension the dashboard groups page views by, each ending in (at, id), so a page of
   * the list, newest first, is one short index range whatever the filter (the campaign index is
   * on the very expression the roll-up groups by: both databases use it only for that
   * expression); the whole period by (at, id); the daily totals of one dimension's value by day.
   */
  "0009_analytics_views": {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex("page_views_at").on("page_views").columns(["at", "id"]).execute();
      for (const [name, column] of VIEW_INDEXES) await db.schema.createIndex(`page_views_${name}`).on("page_views").columns([column, "at", "id"]).execute();
      await sql`create index page_views_campaign on page_views ((utm_source || ' / ' || utm_medium || ' / ' || utm_campaign), at, id)`.execute(db);
      await db.schema.createIndex("analytics_daily_key").on("analytics_daily").columns(["dim", "key", "day"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("analytics_daily_key").ifExists().execute();
      for (const name of ["at", "campaign", ...VIEW_INDEXES.map(([n]) => n)]) await db.schema.dropIndex(`page_views_${name}`).ifExists().execute();
    },
  },
  /**
   * How an attribution reached the server: 'page' (the page's script sent it, as every one
   * stored before) or 'referer' (a form posted without JavaScript: read from its Referer header;
   * docs/decisions/023), so the admin can say what is not known.
   */
  "0010_attribution_via": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("attributions")
        .addColumn("via", "text", (c) => c.notNull().defaultTo("page"))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("attributions").dropColumn("via").execute();
    },
  },
  /**
   * A send's key (docs/leads.md 'Sent twice'): the browser names each message it sends, and a
   * message sent again under the same name (its answer was lost, the visitor pressed again) is
   * the one already stored. Unique per form source; absent (NULL, never equal) for form posts
   * without JavaScript, the owner's tools and every submission stored before.
   */
  "0011_submission_send_key": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("send_key", "text").execute();
      await db.schema.createIndex("submissions_send_key").unique().on("submissions").columns(["source", "send_key"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("submissions_send_key").ifExists().execute();
      await db.schema.alterTable("submissions").dropColumn("send_key").execute();
    },
  },
  /**
   * When the owner marked a lead handled (answered, or nothing to do): the inbox tells new leads
   * from handled ones, and lists only the new ones on request. NULL: not handled (every lead
   * stored before).
   */
  "0012_submission_handled": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("handled_at", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").dropColumn("handled_at").execute();
    },
  },
  /**
   * The leads not yet handled, newest first, and nothing else: the dashboard's count of new leads
   * (on every visit of /admin) and the inbox's "New" list read this partial index instead of
   * every submission ever stored. `form` and `handled_at` are in it so that the count never reads
   * the table (SQLite checks a partial index's condition again, on the index's own columns).
   */
  "0013_submissions_unhandled": {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex("submissions_unhandled").on("submissions").columns(["created_at", "id", "form", "handled_at"]).where(sql.ref("handled_at"), "is", null).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("submissions_unhandled").ifExists().execute();
    },
  },
  /**
   * lower_unicode(text) on PostgreSQL, as SQLite has it (registered on each connection:
   * connection.server.ts): lower-case as JavaScript's toLowerCase() does, whatever the database's
   * locale. (Not named casefold: PostgreSQL 18 has a casefold() of its own, found first, which
   * folds "ß" to "ss" and follows the database's collation.) PostgreSQL's lower() follows the database's LC_CTYPE, and in the C locale (what
   * `initdb` gives where no locale is set) it folds A-Z only: "ÉMILE" was not found as "émile",
   * and a subscriber's removal missed their sign-ups typed in another case. With ICU (Debian's
   * and the official images' PostgreSQL have it), lower() under the root ICU collation applies
   * Unicode's case mapping; without it, lower() as before (the server says so at its start).
   */
  "0014_lower_unicode": {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof SqliteAdapter) return;
      const { rows } = await sql<{ icu: boolean }>`select exists (select 1 from pg_collation where collname = 'und-x-icu') as icu`.execute(db);
      const body = rows[0]?.icu ? `select lower(t collate "und-x-icu")` : "select lower(t)";
      await sql.raw(`create or replace function lower_unicode(t text) returns text language sql immutable strict parallel safe as $$ ${body} $$`).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof SqliteAdapter) return;
      await sql`drop function if exists lower_unicode(text)`.execute(db);
    },
  },
  /**
   * Which setting each delivery's target came from (WEBHOOK_CONTACT_URL's `webhooks.contact`, the
   * owner's e-mail's `smtp.to`…). A target was fixed when the lead arrived: a webhook address
   * mistyped at the first deploy, then corrected and the site restarted, still got every lead
   * sent before the fix, at every retry and at the owner's Retry, so none reached the right
   * place. The outbox now reads the setting's current value at each attempt. Older rows have no
   * setting and keep their target.
   */
  "0015_delivery_setting": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("deliveries").addColumn("setting", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("deliveries").dropColumn("setting").execute();
    },
  },
  /**
   * One subscriber per address however it was written: a sign-up was kept under its address
   * lower-cased only, so 'sub@bücher.de' (typed into a tool) and 'sub@xn--bcher-kva.de' (a
   * browser's e-mail field writes the domain in punycode) were two subscribers, and removing one
   * left the other subscribed. Each address is now kept under its key (emailKey: its domain in
   * punycode); rows that share a key become one: the first sign-up's row and name, the counts
   * added, the first and latest times kept. Row by row in JavaScript (the key needs punycode):
   * a newsletter's list is small. Not undone by `down` (the merged rows are one person's).
   */
  "0016_subscriber_key": {
    async up(db: Kysely<unknown>) {
      type Row = { id: string; email: string; first_signup_at: string; latest_signup_at: string; signup_count: number | string };
      const { rows } = await sql<Row>`select id, email, first_signup_at, latest_signup_at, signup_count from subscribers order by first_signup_at, id`.execute(db);
      const byKey = new Map<string, Row[]>();
      for (const r of rows) byKey.set(emailKey(r.email), [...(byKey.get(emailKey(r.email)) ?? []), r]);
      for (const [key, [first, ...others]] of byKey) {
        if (!first || (others.length === 0 && first.email === key)) continue;
        // The others go first: the kept row takes the key, which one of them may hold.
        for (const other of others) await sql`delete from subscribers where id = ${other.id}`.execute(db);
        const all = [first, ...others];
        const count = all.reduce((n, r) => n + Number(r.signup_count), 0);
        const latest = all.map((r) => r.latest_signup_at).sort().at(-1) ?? first.latest_signup_at;
        await sql`update subscribers set email = ${key}, signup_count = ${count}, latest_signup_at = ${latest} where id = ${first.id}`.execute(db);
      }
    },
    async down() {},
  },
  /**
   * A refund or dispute that Stripe delivered before the payment's success (it does not promise
   * the order of its events): the event's effect, kept until the order is paid, then applied in
   * the order of the events' own times (orders.server.ts: applyPaymentUpdate). Answered "no
   * change" and dropped before, so the success then showed a refunded payment as Paid. JSON of
   * what the event says; NULL for every event that was applied, refused or ignored.
   */
  "0017_payment_event_pending": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("payment_events").addColumn("pending", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("payment_events").dropColumn("pending").execute();
    },
  },
  /**
   * A strategy lead given only by starting a checkout (the purchase pages' dialog) is held: kept
   * in the inbox, marked "checkout started", and forwarded (webhook, e-mail) only once its order
   * is paid, then once. Anyone could type someone's address into the dialog, and each try was
   * forwarded to the owner's tools as a lead. 1: held; 0: every other submission, and every one
   * stored before.
   */
  "0018_submission_held_until_paid": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("submissions")
        .addColumn("held_until_paid", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").dropColumn("held_until_paid").execute();
    },
  },
  /**
   * Values every instance must agree on, generated once by whichever starts first (issue 47): the
   * session secret when SESSION_SECRET is not set, or a fingerprint of the one that is
   * (app/config/shared-secret.server.ts). Inserted if absent, so two instances starting at once
   * read the same row.
   */
  "0019_site_settings": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_settings")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("site_settings").ifExists().execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration this code knows, in order; the last is the schema version it expects. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();
export const LATEST_MIGRATION = MIGRATION_NAMES[MIGRATION_NAMES.length - 1] as string;
/** Kysely's own bookkeeping tables (applied migrations and their lock). */
export const MIGRATION_TABLES = ["kysely_migration", "kysely_migration_lock"] as const;

/** Any Kysely instance, transaction or pinned connection, whatever its tables' types. */
export type AnyDatabase = QueryExecutorProvider & { introspection: DatabaseIntrospector };

/** The migrations applied to a database, in order (empty when it was never migrated). */
export async function appliedMigrations(db: AnyDatabase): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === "kysely_migration")) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Applies the pending migrations, all of them or none.
 *
 * PostgreSQL: Kysely runs them in one transaction under an advisory lock. SQLite: Kysely's
 * adapter says it has no transactional DDL (it has) and takes no lock, so each statement
 * committed on its own: a server stopped in the middle of one (a deploy's restart) left it half
 * applied (a column added, its index not, the migration not recorded), and every later start
 * failed on "duplicate column". So on SQLite they run here inside one `BEGIN IMMEDIATE`
 * transaction: atomic, and a second process migrating the same file at once waits for the
 * first (busy_timeout) and then finds nothing left to do.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return runMigrator(db);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const applied = await runMigrator(conn, { disableTransactions: true });
      await sql`commit`.execute(conn);
      return applied;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}

async function runMigrator(db: Kysely<unknown>, options: { disableTransactions?: boolean } = {}): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...options });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Takes a database to the schema of migration `name`, up or down (each migration's own down
 * step): a database as an older version of the site left it, whose backups a restore must take
 * (tests/integration/restore-cases.test.ts).
 */
export async function migrateTo(db: Kysely<unknown>, name: string) {
  if (!MIGRATION_NAMES.includes(name)) throw new Error(`no migration ${name}`);
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
