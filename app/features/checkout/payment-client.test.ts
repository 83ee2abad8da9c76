import { afterEach, describe, expect, it, vi } from "vitest";
import { intentFailureReason, notConfiguredReason, paymentMessages } from "./messages";
import { createPaymentIntent, paymentErrorMessage } from "./payment-client";

describe("payment error messages (SPEC §8)", () => {
  it("a card or validation error shows the provider's message, or the decline text when it has none", () => {
    expect(paymentErrorMessage({ type: "card_error", message: "Your card has insufficient funds." })).toBe("Your card has insufficient funds.");
    expect(paymentErrorMessage({ type: "validation_error", message: "Your card number is incomplete." })).toBe("Your card number is incomplete.");
    expect(paymentErrorMessage({ type: "card_error", message: undefined })).toBe("Your card was declined. Please try a different payment method.");
    expect(paymentMessages.cardDeclined).toBe("Your card was declined. Please try a different payment method.");
  });
  it("any other provider error is the unexpected-payment text", () => {
    expect(paymentErrorMessage({ type: "api_error", message: "An error occurred with our connection to Stripe." })).toBe("An unexpected error occurred during payment. Please try again.");
    expect(paymentErrorMessage({ type: "invalid_request_error", message: "x" })).toBe(paymentMessages.unexpectedPayment);
  });
});

describe("the checkout error view's one reason line", () => {
  afterEach(() => void vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) => {
    vi.stubGlobal("window", { setTimeout, clearTimeout });
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })));
  };
  const lead = { leadId: "00000000-0000-4000-8000-000000000000", leadToken: "t" };

  it("comes only from a fixed set, for refusals the visitor can act on", () => {
    expect(intentFailureReason("not_configured")).toBe(notConfiguredReason);
    expect(intentFailureReason("unknown_lead")).toMatch(/book again/);
    expect(intentFailureReason("too_many")).toMatch(/wait a few minutes/);
    for (const other of ["provider", "The payment provider could not be reached.", "__proto__", "toString", 5, null, undefined]) expect(intentFailureReason(other)).toBeUndefined();
  });

  it("the server's own wording is never shown: a provider failure adds no line to SPEC's two", async () => {
    answer(502, { ok: false, error: "The payment provider could not be reached." });
    expect(await createPaymentIntent("strategyCall", lead)).toEqual({ kind: "failed", reason: undefined });
    answer(404, { ok: false, error: "Unknown lead.", code: "unknown_lead" });
    expect(await createPaymentIntent("strategyCall", lead)).toEqual({ kind: "failed", reason: intentFailureReason("unknown_lead") });
    answer(503, { ok: false, fieldErrors: {}, formError: "Something went wrong. Please try again." });
    expect(await createPaymentIntent("strategyCall", lead)).toEqual({ kind: "failed", reason: undefined });
  });
});
