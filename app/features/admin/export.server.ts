import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Booking, Order, Submission, Subscriber } from "#app/db/schema.ts";
import { filteredSubmissions, type SubmissionFilter } from "#app/infra/repository.server.ts";
import { bookingCheckLabel } from "#app/features/booking/booking-check.ts";
import { attributionsFor } from "#app/features/analytics/attribution.server.ts";
import { UNKNOWN_CHANNEL } from "#app/lib/attribution.ts";
import { csvLine as line } from "#app/lib/csv.ts";

/**
 * The owner's CSV downloads, streamed a page of rows at a time: memory stays flat however many
 * rows there are, and no query names more than a page of ids (issue 12: past ~32,000 rows one
 * query named every id and SQLite refused it with 'too many SQL variables'). Pages follow the
 * sort order by key (newest first, ties broken by id), so rows written while the download runs
 * cannot shift a row into the next page twice or out of it.
 */
export const EXPORT_PAGE_ROWS = 1000;

/**
 * Where a lead came from (its visit's channel, referrer, campaign tags, landing page and the page
 * it was sent from: issue 25's attribution), so the owner can sort and count leads and orders by
 * source in a spreadsheet. A lead without a stored attribution is of the channel "not known".
 */
export const attributionColumns = ["channel", "ref_host", "utm_source", "utm_medium", "utm_campaign", "landing_path", "sent_from"] as const;

async function attributionCells(database: DatabaseHandle, submissionIds: readonly string[]): Promise<(id: string | null) => string[]> {
  const byId = await attributionsFor(database, "submission", [...new Set(submissionIds)]);
  const none = attributionColumns.map((c) => (c === "channel" ? UNKNOWN_CHANNEL : ""));
  return (id) => {
    const a = id ? byId[id] : undefined;
    return a ? attributionColumns.map((c) => a[c]) : none;
  };
}

export const submissionColumns = ["id", "created_at", "form", "source", "first_name", "last_name", "email", "phone", "message", "deliveries", "handled_at", ...attributionColumns] as const;
export const subscriberColumns = ["email", "first_name", "last_name", "source", "first_signup_at", "latest_signup_at", "signup_count"] as const;

/**
 * A CSV byte stream of rows paged by (key, id), newest first: the header, then one page per pull
 * (the next is read only when the client has taken this one). `fetchPage` reads the page after
 * the last row sent (null: the first page); `text` turns a page into CSV lines.
 */
function keyset<T extends { id: string }, K extends keyof T>(
  header: readonly string[],
  fetchPage: (after: Pick<T, K | "id"> | null) => Promise<T[]>,
  text: (page: T[]) => string | Promise<string>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  let after: Pick<T, K | "id"> | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(line(header)));
          return;
        }
        const rows = done ? [] : await fetchPage(after);
        if (rows.length < EXPORT_PAGE_ROWS) done = true;
        if (!rows.length) return controller.close();
        after = rows[rows.length - 1]!;
        controller.enqueue(encoder.encode(await text(rows)));
      },
    },
    { highWaterMark: 1 },
  );
}

/** The submissions a filter keeps (the inbox's, so that its Export CSV exports what it shows), newest first. */
export function submissionsCsv(database: DatabaseHandle, filter: SubmissionFilter = {}): ReadableStream<Uint8Array> {
  return keyset<Submission, "created_at">(
    submissionColumns,
    async (last) => {
      let q = filteredSubmissions(database, filter);
      if (last) q = q.where((eb) => eb.or([eb("created_at", "<", last.created_at), eb.and([eb("created_at", "=", last.created_at), eb("id", "<", last.id)])]));
      return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(EXPORT_PAGE_ROWS).execute();
    },
    async (rows) => {
      const deliveries = await database.db
        .selectFrom("deliveries")
        .select(["submission_id", "channel", "state"])
        .where(
          "submission_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("created_at")
        .execute();
      const states = new Map<string, string[]>();
      for (const d of deliveries) {
        const list = states.get(d.submission_id) ?? [];
        list.push(`${d.channel}:${d.state}`);
        states.set(d.submission_id, list);
      }
      const from = await attributionCells(database, rows.map((r) => r.id));
      return rows
        .map((s) => line([s.id, s.created_at, s.form, s.source, s.first_name, s.last_name, s.email, s.phone, s.message, (states.get(s.id) ?? []).join(" "), s.handled_at, ...from(s.id)]))
        .join("");
    },
  );
}

export function subscribersCsv(database: DatabaseHandle): ReadableStream<Uint8Array> {
  return keyset<Subscriber, "first_signup_at">(
    subscriberColumns,
    async (last) => {
      let q = database.db.selectFrom("subscribers").selectAll();
      if (last) q = q.where((eb) => eb.or([eb("first_signup_at", "<", last.first_signup_at), eb.and([eb("first_signup_at", "=", last.first_signup_at), eb("id", "<", last.id)])]));
      return q.orderBy("first_signup_at", "desc").orderBy("id", "desc").limit(EXPORT_PAGE_ROWS).execute();
    },
    (rows) => rows.map((s) => line([s.email, s.first_name, s.last_name, s.source, s.first_signup_at, s.latest_signup_at, s.signup_count])).join(""),
  );
}

export const orderColumns = ["id", "created_at", "product", "amount_cents", "currency", "state", "paid_at", "first_name", "last_name", "email", "payment_intent_id", "problem", "lead_id", ...attributionColumns] as const;
export const bookingColumns = ["id", "created_at", "kind", "checked", "event_uri", "invitee_uri"] as const;

/** Orders with their states (issue 14). */
export function ordersCsv(database: DatabaseHandle): ReadableStream<Uint8Array> {
  return keyset<Order, "created_at">(
    orderColumns,
    async (last) => {
      let q = database.db.selectFrom("orders").selectAll();
      if (last) q = q.where((eb) => eb.or([eb("created_at", "<", last.created_at), eb.and([eb("created_at", "=", last.created_at), eb("id", "<", last.id)])]));
      return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(EXPORT_PAGE_ROWS).execute();
    },
    async (rows) => {
      const from = await attributionCells(database, rows.flatMap((o) => (o.submission_id ? [o.submission_id] : [])));
      return rows
        .map((o) => line([o.id, o.created_at, o.product, String(o.amount_cents), o.currency, o.state, o.paid_at, o.first_name, o.last_name, o.email, o.payment_intent_id, o.problem, o.submission_id, ...from(o.submission_id)]))
        .join("");
    },
  );
}

/** Bookings reported by the scheduler embeds (issue 14). */
export function bookingsCsv(database: DatabaseHandle): ReadableStream<Uint8Array> {
  return keyset<Booking, "created_at">(
    bookingColumns,
    async (last) => {
      let q = database.db.selectFrom("bookings").selectAll();
      if (last) q = q.where((eb) => eb.or([eb("created_at", "<", last.created_at), eb.and([eb("created_at", "=", last.created_at), eb("id", "<", last.id)])]));
      return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(EXPORT_PAGE_ROWS).execute();
    },
    (rows) => rows.map((b) => line([b.id, b.created_at, b.kind, b.verified ? bookingCheckLabel.verified : bookingCheckLabel.unverified, b.event_uri, b.invitee_uri])).join(""),
  );
}
