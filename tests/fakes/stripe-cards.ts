/**
 * The card numbers the fakes understand. The first three are Stripe's own test cards (success,
 * generic decline, 3-D Secure required); the rest stand for outcomes Stripe's test mode reaches
 * in other ways (a processing payment, an API error, a decline with no message).
 */
export const cards = {
  success: "4242424242424242",
  declined: "4000000000000002",
  threeDSecure: "4000002760003184",
  processing: "4000000000000077",
  apiError: "4000000000000119",
  declinedNoMessage: "4000000000000069",
} as const;
