import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { UNKNOWN_CHANNEL } from "#app/lib/attribution.ts";
import type { Database, Order } from "#app/db/schema.ts";
import type { Product } from "./catalogue.ts";
import { holdsPayment } from "./order-states.ts";

export interface NewOrder {
  product: Product;
  firstName: string;
  lastName: string;
  email: string;
  submissionId: string;
  clientHash: string;
}

function orderRow(o: NewOrder, now: Date): Order {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    product: o.product.key,
    amount_cents: o.product.amountCents,
    currency: o.product.currency,
    first_name: o.firstName,
    last_name: o.lastName,
    email: o.email,
    submission_id: o.submissionId,
    state: "created",
    payment_intent_id: null,
    state_at: null,
    problem: null,
    client_hash: o.clientHash,
    created_at: at,
    updated_at: at,
    paid_at: null,
  };
}

/**
 * A payment this browser made for the same product through another lead (earlierPayment): made
 * or paid within this time, a second payment would very likely be the same purchase twice (the
 * panel closed while a payment was under way, then the session booked again, or a reload, a new
 * tab), and the panel warns. A payment still processing counts whatever its age (a bank debit
 * can take days).
 */
export const SAME_BUYER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** At most this many of the browser's earlier orders are asked about at the provider (each a call of up to STRIPE_CALL_TIMEOUT_MS). */
const UNCONFIRMED_ASKED_MAX = 3;

/**
 * - `holding`: this lead's own order holds money (its id may be given back: it is the lead's).
 * - `order`: the order to pay.
 */
export type ClaimedOrder = { holding: Order } | { order: Order };

/**
 * Orders that may be the same purchase as the lead's: for its product, not through that lead,
 * made or paid within SAME_BUYER_WINDOW_MS before `now`, or still processing whatever their age.
 * Narrowed to the browser's own ids (earlierPayment).
 */
function sameSessionOrders(db: Kysely<Database>, o: { product: Product; submissionId: string }, now: Date) {
  const since = new Date(now.getTime() - SAME_BUYER_WINDOW_MS).toISOString();
  return db
    .selectFrom("orders")
    .selectAll()
    .where("product", "=", o.product.key)
    .where((eb) => eb.or([eb("submission_id", "is", null), eb("submission_id", "<>", o.submissionId)]))
    .where((eb) => eb.or([eb("created_at", ">=", since), eb("paid_at", ">=", since), eb("state", "=", "processing")]));
}

/**
 * The lead's order to pay, taken in one transaction so that two requests for one lead at once
 * (a double tap, two tabs) get the same order, and so the same payment intent (its idempotency
 * key is the order id): before, both read "no order yet" and each made its own, two intents that
 * could both be paid. SQLite runs one transaction at a time; PostgreSQL is told to, per lead,
 * with a transaction-scoped advisory lock. Nothing slow happens inside (the payment provider is
 * asked after).
 *
 * - An order of this lead holding money (processing, paid…): returned as `holding`, no second payment.
 * - The newest order, while it is open (created or failed: Try Again takes it up again), unless it
 *   is `replacing` (its intent was canceled at the provider).
 * - Else (none yet; canceled, refunded or lost to a dispute; or replaced): a new order.
 *
 * Only the lead's own orders are read (issue 45): other orders with the same e-mail refused the
 * payment before (409), which told whoever typed an address whether its owner had paid, and let
 * a stranger's processing payment under that address lock its owner out. The browser's own
 * earlier payments warn instead (earlierPayment); the owner's notice names a likely second
 * payment by the same address (sameBuyerPaid).
 */
export async function claimOrder(database: DatabaseHandle, o: NewOrder, now = new Date(), replacing?: string): Promise<ClaimedOrder> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${`order-for-lead:${o.submissionId}`}))`.execute(trx);
    const orders = await trx.selectFrom("orders").selectAll().where("submission_id", "=", o.submissionId).orderBy("created_at", "desc").execute();
    const holding = orders.find((order) => holdsPayment(order.state));
    if (holding) return { holding };
    const newest = orders[0];
    if (newest && (newest.state === "created" || newest.state === "failed") && newest.id !== replacing) return { order: newest };
    const row = orderRow(o, now);
    await trx.insertInto("orders").values(row).execute();
    return { order: row };
  });
}

/**
 * What the browser asking for a new payment already paid for this product (the order ids it kept
 * when Stripe took them: earlier-payments.ts), other than through this lead: a payment made
 * within SAME_BUYER_WINDOW_MS, or still processing whatever its age. The ids are the browser's
 * own, so the order found may be named back to it. Not a refusal (a second session for a
 * colleague is a real purchase): the panel warns before the payment form.
 *
 * - `held`: the newest such order the server knows is paid (or refunded in part, disputed);
 * - `unconfirmed`: those with an intent that are processing, or that the server has heard
 *   nothing about yet (a webhook late or lost), which the provider may know better: asked about
 *   only when nothing is `held`, the processing ones first.
 */
export async function earlierPayment(
  database: DatabaseHandle,
  ids: readonly string[],
  o: { product: Product; submissionId: string },
  now = new Date(),
): Promise<{ held: Order | undefined; unconfirmed: Order[] }> {
  if (ids.length === 0) return { held: undefined, unconfirmed: [] };
  const orders = await sameSessionOrders(database.db, o, now).where("id", "in", [...ids]).orderBy("created_at", "desc").execute();
  // A processing one is asked about too: its failure's webhook may be lost, and a payment that
  // failed at Stripe is nothing to warn of (Stripe silent: it warns, as the server knows it).
  const askable = orders
    .filter((order) => order.payment_intent_id !== null && (order.state === "processing" || order.state === "created"))
    .sort((a, b) => Number(b.state === "processing") - Number(a.state === "processing") || b.created_at.localeCompare(a.created_at));
  return {
    held: orders.find((order) => holdsPayment(order.state) && order.state !== "processing"),
    unconfirmed: askable.slice(0, UNCONFIRMED_ASKED_MAX),
  };
}

export const getOrder = (database: DatabaseHandle, id: string) => database.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();

/** Records the order's payment intent; false when the order already has another. */
export async function attachIntent(database: DatabaseHandle, orderId: string, intentId: string, now = new Date()): Promise<boolean> {
  const r = await database.db
    .updateTable("orders")
    .set({ payment_intent_id: intentId, updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .where((eb) => eb.or([eb("payment_intent_id", "is", null), eb("payment_intent_id", "=", intentId)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The strategy lead (the info dialog's submission) a payment is asked for, if there is one with this id. */
export const findStrategyLead = (database: DatabaseHandle, leadId: string) =>
  database.db.selectFrom("submissions").selectAll().where("id", "=", leadId).where("form", "=", "strategy-lead").executeTakeFirst();

/** Stores a verified webhook event of a type that changes no order, once (a repeat delivery changes nothing). */
export async function recordUnhandledEvent(database: DatabaseHandle, event: { id: string; type: string; created: number }, now = new Date()): Promise<void> {
  await database.db
    .insertInto("payment_events")
    .values({ id: event.id, type: event.type, order_id: null, created: event.created, outcome: "ignored: type not handled", received_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export function listOrders(database: DatabaseHandle, { limit = 200, paidFrom, paidTo, channel }: { limit?: number; paidFrom?: string; paidTo?: string; channel?: string } = {}) {
  let q = database.db.selectFrom("orders").selectAll();
  // The dashboard's links (issue 25): orders paid in a period, and the channel of their lead's visit.
  if (paidFrom) q = q.where("paid_at", ">=", paidFrom);
  if (paidTo) q = q.where("paid_at", "<", paidTo);
  if (channel === UNKNOWN_CHANNEL)
    q = q.where((eb) =>
      eb.or([eb("submission_id", "is", null), eb("submission_id", "not in", eb.selectFrom("attributions").select("subject_id").where("subject", "=", "submission").where("channel", "<>", UNKNOWN_CHANNEL))]),
    );
  else if (channel) q = q.where("submission_id", "in", (eb) => eb.selectFrom("attributions").select("subject_id").where("subject", "=", "submission").where("channel", "=", channel));
  return q.orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
}

export const eventsForOrder = (database: DatabaseHandle, orderId: string) =>
  database.db.selectFrom("payment_events").selectAll().where("order_id", "=", orderId).orderBy("received_at").execute();

export async function recentEvents(database: DatabaseHandle, orderIds: readonly string[]) {
  if (!orderIds.length) return [];
  return database.db.selectFrom("payment_events").selectAll().where("order_id", "in", orderIds).orderBy("received_at").execute();
}
