import { describe, expect, it } from "vitest";
import type { OrderState } from "#app/db/schema.ts";
import { movesMoney, nextState, waitsForPayment, type PaymentSignal } from "./order-states.ts";

const succeeded: PaymentSignal = { kind: "intent", status: "succeeded" };
const failed: PaymentSignal = { kind: "intent", status: "failed" };
const processing: PaymentSignal = { kind: "intent", status: "processing" };
const canceled: PaymentSignal = { kind: "intent", status: "canceled" };

describe("order state transitions", () => {
  it("an unpaid order follows the provider", () => {
    expect(nextState("created", processing)).toBe("processing");
    expect(nextState("processing", failed)).toBe("failed");
    expect(nextState("failed", succeeded)).toBe("paid");
    expect(nextState("created", canceled)).toBe("canceled");
    expect(nextState("failed", failed)).toBeNull();
  });

  it("paid never goes back to an unpaid state", () => {
    for (const s of [failed, processing, canceled, succeeded]) expect(nextState("paid", s)).toBeNull();
    for (const from of ["refunded", "partially_refunded", "disputed", "dispute_lost"] as OrderState[]) {
      for (const s of [failed, processing, canceled, succeeded]) expect(nextState(from, s)).toBeNull();
    }
  });

  it("a success counts even after a cancellation; nothing else revives it", () => {
    expect(nextState("canceled", succeeded)).toBe("paid");
    expect(nextState("canceled", failed)).toBeNull();
    expect(nextState("canceled", processing)).toBeNull();
  });

  it("refunds and disputes come only after payment", () => {
    expect(nextState("created", { kind: "refund", amountRefunded: 100, amount: 100 })).toBeNull();
    expect(nextState("paid", { kind: "refund", amountRefunded: 50, amount: 100 })).toBe("partially_refunded");
    expect(nextState("partially_refunded", { kind: "refund", amountRefunded: 100, amount: 100 })).toBe("refunded");
    expect(nextState("created", { kind: "dispute", status: "open" })).toBeNull();
    expect(nextState("paid", { kind: "dispute", status: "open" })).toBe("disputed");
    expect(nextState("disputed", { kind: "dispute", status: "won" })).toBe("paid");
    // Won after a partial refund: the refund made before the dispute is still what the order shows.
    expect(nextState("disputed", { kind: "dispute", status: "won" }, { partiallyRefunded: true })).toBe("partially_refunded");
    expect(nextState("disputed", { kind: "dispute", status: "lost" })).toBe("dispute_lost");
    expect(nextState("paid", { kind: "dispute", status: "won" })).toBeNull();
  });

  it("a success, a processing payment and a refund move money (their amount must be known); a failure, a cancellation and a dispute do not", () => {
    expect([succeeded, processing, { kind: "refund", amountRefunded: 1, amount: 1 } as const].map(movesMoney)).toEqual([true, true, true]);
    expect([failed, canceled, { kind: "dispute", status: "open" } as const].map(movesMoney)).toEqual([false, false, false]);
  });

  it("a refund or dispute before the payment waits for it (it is applied once the order is paid); after it, it applies at once", () => {
    const refund: PaymentSignal = { kind: "refund", amount: 100, amountRefunded: 100 };
    const dispute: PaymentSignal = { kind: "dispute", status: "open" };
    for (const s of ["created", "processing", "failed", "canceled"] as OrderState[]) {
      expect(waitsForPayment(s, refund)).toBe(true);
      expect(waitsForPayment(s, dispute)).toBe(true);
      expect(waitsForPayment(s, succeeded)).toBe(false);
    }
    for (const s of ["paid", "refunded", "disputed", "dispute_lost"] as OrderState[]) expect(waitsForPayment(s, refund)).toBe(false);
  });
});
