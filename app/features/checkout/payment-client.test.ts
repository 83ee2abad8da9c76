import { describe, expect, it } from "vitest";
import { paymentMessages } from "./messages";
import { paymentErrorMessage } from "./payment-client";

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
