import type { OrderState } from "#app/db/schema.ts";

/**
 * What the payment provider can say about an order, reduced to what moves its state
 * (docs/decisions/014). Pure, so every transition is unit-tested on its own.
 */
export type PaymentSignal =
  | { kind: "intent"; status: "succeeded" | "processing" | "failed" | "canceled" }
  | { kind: "refund"; amountRefunded: number; amount: number }
  | { kind: "dispute"; status: "open" | "won" | "lost" };

const UNPAID: readonly OrderState[] = ["created", "processing", "failed"];
const PAID_FAMILY: readonly OrderState[] = ["paid", "partially_refunded", "refunded", "disputed", "dispute_lost"];

export const isPaidFamily = (s: OrderState) => PAID_FAMILY.includes(s);

/**
 * A lead's order in one of these states has its money taken, or on its way: the lead gets no
 * second payment (it is sent to where the order stands). Refunded, lost-dispute, canceled and
 * failed orders do not hold it: a new payment is a new purchase, or the retry of a failed one.
 */
const HOLDS_PAYMENT: readonly OrderState[] = ["processing", "paid", "partially_refunded", "disputed"];
export const holdsPayment = (s: OrderState) => HOLDS_PAYMENT.includes(s);

/**
 * The next state, or null when the signal changes nothing. `paid` never goes back to an unpaid
 * state: a late 'failed' or 'processing' for a paid order is ignored. A success always counts,
 * even after a cancellation (money taken is money the owner must see). `history`: what the
 * order's earlier events did, where the state alone cannot say (a dispute won after a partial refund).
 */
export function nextState(current: OrderState, signal: PaymentSignal, history: { partiallyRefunded?: boolean } = {}): OrderState | null {
  const to = (next: OrderState) => (next === current ? null : next);
  switch (signal.kind) {
    case "intent":
      if (isPaidFamily(current)) return null;
      if (signal.status === "succeeded") return "paid";
      if (current === "canceled") return null;
      if (signal.status === "processing") return current === "processing" ? null : "processing";
      if (signal.status === "failed") return to("failed");
      return to("canceled");
    case "refund":
      if (!["paid", "partially_refunded", "disputed"].includes(current)) return null;
      return to(signal.amountRefunded >= signal.amount ? "refunded" : "partially_refunded");
    case "dispute":
      if (signal.status === "open") return ["paid", "partially_refunded"].includes(current) ? "disputed" : null;
      if (current !== "disputed") return null;
      // A dispute won gives back the state it interrupted: a partial refund made before it stays shown.
      if (signal.status === "won") return history.partiallyRefunded ? "partially_refunded" : "paid";
      return "dispute_lost";
  }
}

/**
 * A refund or dispute for an order not paid yet: Stripe delivered it before the payment's
 * success (it does not promise the order of its events). It changes nothing now, and everything
 * once the success arrives: it is kept and applied then (orders.server.ts: applyPaymentUpdate),
 * so a refunded or disputed payment never ends up shown as Paid.
 */
export const waitsForPayment = (current: OrderState, signal: PaymentSignal) => !isPaidFamily(current) && (signal.kind === "refund" || signal.kind === "dispute");

/** Whether an older signal may still move the order: only a success does, whatever its age. */
export const appliesOutOfOrder = (signal: PaymentSignal) => signal.kind === "intent" && signal.status === "succeeded";

export const unpaidStates = UNPAID;

/** Whether the signal says money was (or is being) taken or given back: its amount must then be known and match. */
export const movesMoney = (signal: PaymentSignal) => (signal.kind === "intent" && (signal.status === "succeeded" || signal.status === "processing")) || signal.kind === "refund";

/** The owner's words for each state (admin pages, CSV). */
export const orderStateLabel: Record<OrderState, string> = {
  created: "Awaiting payment",
  processing: "Payment processing",
  failed: "Payment failed (customer may retry)",
  canceled: "Canceled",
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  disputed: "Disputed",
  dispute_lost: "Dispute lost",
};
