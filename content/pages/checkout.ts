/** The words the two purchase pages share: the info dialog and the checkout panel (SPEC §4, §5). */
export const checkoutWords = {
  oneTime: "one-time",
  /** Under the book button on both purchase pages (SPEC §1: the fee is credited toward a build). */
  feeCredited: "The session fee is fully credited toward The Essential Build if you hire me.",
  /** The label of the client quote beside the details. */
  clientWords: "From a client",
  includedLabel: "What you get",
  info: {
    title: "Your details",
    description: "Tell me who you are, then pay securely by card. Your details are used only for your session.",
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    submit: "Continue to Payment",
    submitting: "Submitting...",
  },
  panel: {
    title: "Secure Checkout",
    close: "Close checkout",
    pay: (price: string) => `Pay ${price}`,
    secured: "Payments are processed securely by Stripe. Your card details never touch this site.",
  },
};
