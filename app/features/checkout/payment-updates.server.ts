import { sql, type Kysely } from "kysely";
import { caseFold, type DatabaseHandle } from "#app/db/connection.server.ts";
import type { Database, Order, OrderState, Submission } from "#app/db/schema.ts";
import { deliveryRows, type DeliveryPlan } from "#app/infra/repository.server.ts";
import { appliesOutOfOrder, holdsPayment, isPaidFamily, movesMoney, nextState, waitsForPayment, type PaymentSignal } from "./order-states.ts";
import { SAME_BUYER_WINDOW_MS } from "./orders.server.ts";

/** What a payment's news (Stripe's webhook, or its answer when asked) does to an order: its state moved once, in order, with its effects (orders.server.ts holds the orders themselves). */

/** What the provider said, in the shape the one idempotent step takes. */
export interface PaymentUpdate {
  /** The webhook event's id (stored once); null when the server asked the provider itself. */
  eventId: string | null;
  type: string;
  /**
   * The provider's time (unix seconds) of what it says. For what the server asked the provider
   * itself (`eventId` null) it is the time of asking, which orders nothing (see applyPaymentUpdate).
   */
  created: number;
  signal: PaymentSignal;
  /** The order named in the intent's metadata (set by us when it was created). */
  orderId: string | null;
  intentId: string | null;
  /** What the provider says was (or is to be) paid, to check against the order. */
  amount: number | null;
  currency: string | null;
}

export type ApplyOutcome =
  | {
      applied: false;
      reason: "duplicate" | "no order" | "not this order's payment" | "amount mismatch" | "no change" | "older than the order's state" | "waits for the payment";
      order?: Order;
    }
  | { applied: true; order: Order; from: OrderState };

/** Who hears of a paid order: built by the caller (its config), queued in the same transaction. */
export interface PaidNotice {
  /**
   * The owner's notice of the paid order. `sameBuyer`: the same e-mail's other orders for the
   * product that hold money, paid within SAME_BUYER_WINDOW_MS or processing: very likely the same
   * purchase made twice (another browser, so no warning), for the owner to refund.
   */
  order: (order: Order, sameBuyer: Order[]) => DeliveryPlan[];
  /** The forward of the order's lead, held since its checkout started (submissions.held_until_paid). */
  lead: (lead: Submission) => DeliveryPlan[];
}

/** An event's outcome when it moved the order (the event log's words, also read back by a dispute's end). */
const movedOutcome = (from: string, to: OrderState) => `${from} → ${to}`;

/**
 * The one idempotent step (DECISIONS 8) through which both the signed webhook and the server's
 * own question to the provider change an order. In one transaction: the event id is stored
 * (a second delivery of the same event finds it and changes nothing), the order is read (locked
 * on PostgreSQL), the amount and currency are checked against it, the state moves only as
 * ./order-states.ts allows, and a newly paid order's notice is queued in the outbox.
 */
export async function applyPaymentUpdate(database: DatabaseHandle, u: PaymentUpdate, notice: PaidNotice, now = new Date()): Promise<ApplyOutcome> {
  const at = now.toISOString();
  return database.db.transaction().execute(async (trx) => {
    if (u.eventId) {
      const inserted = await trx
        .insertInto("payment_events")
        .values({ id: u.eventId, type: u.type, order_id: u.orderId, created: u.created, outcome: "received", received_at: at })
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return { applied: false, reason: "duplicate" } as const;
    }
    const record = async (outcome: string, orderId: string | null) => {
      if (u.eventId) await trx.updateTable("payment_events").set({ outcome, order_id: orderId }).where("id", "=", u.eventId).execute();
    };

    let find = trx.selectFrom("orders").selectAll();
    find = u.orderId ? find.where("id", "=", u.orderId) : u.intentId ? find.where("payment_intent_id", "=", u.intentId) : find.where("id", "=", "");
    const order = await (database.dialect === "postgres" ? find.forUpdate() : find).executeTakeFirst();
    if (!order) {
      await record("ignored: no order", null);
      return { applied: false, reason: "no order" } as const;
    }
    if (u.intentId && order.payment_intent_id && order.payment_intent_id !== u.intentId) {
      await record("ignored: not this order's payment", order.id);
      return { applied: false, reason: "not this order's payment", order } as const;
    }
    // A signal that says money moved must say how much: a missing (or non-numeric, read as
    // null) amount is refused like a wrong one, never taken as "nothing to check".
    const amountRequired = movesMoney(u.signal);
    if ((amountRequired && u.amount === null) || (u.amount !== null && (u.amount !== order.amount_cents || (u.currency ?? "").toLowerCase() !== order.currency))) {
      const problem =
        u.amount === null
          ? `Amount missing: the provider gives no amount, the order is ${order.amount_cents} ${order.currency} (${u.type})`
          : `Amount mismatch: the provider says ${u.amount} ${u.currency ?? "?"}, the order is ${order.amount_cents} ${order.currency} (${u.type})`;
      await trx.updateTable("orders").set({ problem, updated_at: at }).where("id", "=", order.id).execute();
      await record("amount mismatch", order.id);
      return { applied: false, reason: "amount mismatch", order: { ...order, problem } } as const;
    }
    // The provider's word asked by this server (/success's look) is its current word, but carries
    // no time of the provider's: it is applied without moving the order's clock, so that an event
    // made before the asking and delivered after it (a refund while the webhooks were failing)
    // still applies. Stamped with the server's time, the order looked newer than that refund,
    // which was then ignored: the order showed paid while the money had been given back.
    const asked = u.eventId === null;
    if (!asked && order.state_at !== null && u.created < Number(order.state_at) && !appliesOutOfOrder(u.signal)) {
      await record("ignored: older than the order's state", order.id);
      return { applied: false, reason: "older than the order's state", order } as const;
    }
    const next = nextState(order.state, u.signal, { partiallyRefunded: await partiallyRefundedBefore(trx, order.id, u.signal) });
    if (!next) {
      // A refund or dispute before the success (delivered out of order): kept, and applied when
      // the success arrives (below). Only a signed event is kept: the server's own question
      // never asks about refunds.
      if (u.eventId && waitsForPayment(order.state, u.signal)) {
        const pending: PendingEffect = { signal: u.signal };
        await trx.updateTable("payment_events").set({ outcome: WAITS_FOR_PAYMENT, order_id: order.id, pending: JSON.stringify(pending) }).where("id", "=", u.eventId).execute();
        return { applied: false, reason: "waits for the payment", order } as const;
      }
      await record(`no change (${order.state})`, order.id);
      return { applied: false, reason: "no change", order } as const;
    }
    let updated = await moveOrder(trx, { ...order, payment_intent_id: order.payment_intent_id ?? u.intentId }, next, asked ? null : u.created, at);
    const becamePaid = next === "paid" && !isPaidFamily(order.state);
    if (becamePaid && order.submission_id) {
      // The notice hangs on the order's lead (an erased lead takes no notice).
      const lead = await trx.selectFrom("submissions").selectAll().where("id", "=", order.submission_id).executeTakeFirst();
      if (lead) {
        // The lead held since its checkout started is forwarded now, once: the flag is taken in
        // this transaction, so a second success (another event, /success asking) finds it gone.
        const released = lead.held_until_paid === 1 && Number((await trx.updateTable("submissions").set({ held_until_paid: 0 }).where("id", "=", lead.id).where("held_until_paid", "=", 1).executeTakeFirst()).numUpdatedRows) > 0;
        const sameBuyer = await sameBuyerPaid(database, trx, updated, now);
        const rows = deliveryRows(lead.id, [...(released ? notice.lead(lead) : []), ...notice.order(updated, sameBuyer)], at);
        if (rows.length) await trx.insertInto("deliveries").values(rows).execute();
      }
    }
    await record(movedOutcome(order.state, next), order.id);
    if (becamePaid) updated = await applyWaiting(trx, updated, at);
    return { applied: true, order: updated, from: order.state } as const;
  });
}

type Trx = Kysely<Database>;

/** The same e-mail's (in any case) other orders for the product that hold money, paid within SAME_BUYER_WINDOW_MS or processing. */
async function sameBuyerPaid(database: DatabaseHandle, trx: Trx, order: Order, now: Date): Promise<Order[]> {
  // An erased order's e-mail is empty: it names no buyer.
  if (!order.email) return [];
  const since = new Date(now.getTime() - SAME_BUYER_WINDOW_MS).toISOString();
  const others = await trx
    .selectFrom("orders")
    .selectAll()
    .where("product", "=", order.product)
    .where("id", "<>", order.id)
    .where(sql<string>`${caseFold(database)}(email)`, "=", order.email.toLowerCase())
    .where((eb) => eb.or([eb("paid_at", ">=", since), eb("state", "=", "processing")]))
    .orderBy("created_at")
    .limit(5)
    .execute();
  return others.filter((o) => holdsPayment(o.state));
}

/** What "waits for the payment" is recorded as in the event log (the admin's orders page shows it). */
export const WAITS_FOR_PAYMENT = "waiting: arrived before the payment's success, applied when it comes";

/** A kept event's effect (payment_events.pending). */
interface PendingEffect {
  signal: PaymentSignal;
}

/** Only a dispute won needs the order's past: was it partially refunded before the dispute? */
async function partiallyRefundedBefore(trx: Trx, orderId: string, signal: PaymentSignal): Promise<boolean> {
  if (signal.kind !== "dispute" || signal.status !== "won") return false;
  const row = await trx.selectFrom("payment_events").select("id").where("order_id", "=", orderId).where("outcome", "like", movedOutcome("%", "partially_refunded")).executeTakeFirst();
  return row !== undefined;
}

/** The order moved to `next` (and its intent recorded); its clock to `created` (the provider's time) unless that is null (the server asked). */
async function moveOrder(trx: Trx, order: Order, next: OrderState, created: number | null, at: string): Promise<Order> {
  const updated: Order = {
    ...order,
    state: next,
    state_at: created === null ? order.state_at : Math.max(Number(order.state_at ?? 0), created),
    updated_at: at,
    paid_at: next === "paid" && !isPaidFamily(order.state) ? at : order.paid_at,
  };
  await trx
    .updateTable("orders")
    .set({ state: updated.state, state_at: updated.state_at, payment_intent_id: updated.payment_intent_id, updated_at: at, paid_at: updated.paid_at })
    .where("id", "=", order.id)
    .execute();
  return updated;
}

/**
 * The refunds and disputes that arrived before the order was paid, applied now that it is, in
 * the order of their own times (Stripe's `created`; then their ids): a refund, a dispute opened,
 * then closed, each as if it had come after the success. Each is applied once (its `pending`
 * cleared in the same transaction) and its outcome recorded as any event's.
 */
async function applyWaiting(trx: Trx, paid: Order, at: string): Promise<Order> {
  const waiting = await trx
    .selectFrom("payment_events")
    .select(["id", "created", "pending"])
    .where("order_id", "=", paid.id)
    .where("pending", "is not", null)
    .orderBy("created")
    .orderBy("id")
    .execute();
  let order = paid;
  for (const event of waiting) {
    const { signal } = JSON.parse(event.pending!) as PendingEffect;
    const next = nextState(order.state, signal, { partiallyRefunded: await partiallyRefundedBefore(trx, order.id, signal) });
    const outcome = next ? movedOutcome(order.state, next) : `no change (${order.state})`;
    if (next) order = await moveOrder(trx, order, next, Number(event.created), at);
    await trx.updateTable("payment_events").set({ outcome, pending: null }).where("id", "=", event.id).execute();
  }
  return order;
}

/* ── For the owner (admin pages, CSV) ─────────────────────────────────────────────────────── */
