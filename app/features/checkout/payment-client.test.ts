import { afterEach, describe, expect, it, vi } from "vitest";
import { intentFailureReason, notConfiguredReason, paymentMessages } from "./messages.ts";
import { createPaymentIntent, paymentErrorMessage, submitLead } from "./payment-client.ts";

// Where the visit came from is the browser runtime's (sessionStorage, the landing): not what these tests are about.
vi.mock("#app/lib/attribution.ts", () => ({ attributionForSend: () => null }));

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
    // No longer sent (issue 45: it told whoever typed an e-mail that its owner had paid).
    for (const other of ["payment_in_progress", "provider", "The payment provider could not be reached.", "__proto__", "toString", 5, null, undefined]) expect(intentFailureReason(other)).toBeUndefined();
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

describe("the lead's send key (docs/leads.md 'Sent twice')", () => {
  afterEach(() => void vi.unstubAllGlobals());
  const fields = { firstName: "Grace", lastName: "Hopper", email: "grace@example.com" };

  /** Stubs fetch with the given answers in turn (an Error: the request failed on the way); returns the keys sent. */
  const answers = (...replies: (number | Error)[]) => {
    const keys: string[] = [];
    vi.stubGlobal("window", { setTimeout, clearTimeout });
    vi.stubGlobal("fetch", vi.fn(async (_url: string, init: RequestInit) => {
      keys.push((JSON.parse(String(init.body)) as { sendKey: string }).sendKey);
      const reply = replies.shift()!;
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply === 201 ? { ok: true, leadId: "l", leadToken: "t" } : { ok: false, fieldErrors: {} }), { status: reply, headers: { "content-type": "application/json" } });
    }));
    return keys;
  };

  it("the same details sent again after no answer (or a server error) carry the same key; after an answer, a new one", async () => {
    const keys = answers(new Error("network"), 502, 201, 201);
    expect(await submitLead("strategyCall", fields)).toEqual({ kind: "failed" });
    expect(await submitLead("strategyCall", fields)).toEqual({ kind: "failed" });
    expect(await submitLead("strategyCall", fields)).toEqual({ kind: "ok", leadId: "l", leadToken: "t" });
    await submitLead("strategyCall", fields);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("changed details are a new send", async () => {
    const keys = answers(new Error("network"), 201);
    await submitLead("strategyCall", fields);
    await submitLead("strategyCall", { ...fields, email: "grace.hopper@example.com" });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
