/** The words the two purchase pages share: the info dialog and the checkout panel (SPEC §4, §5). */
export const checkoutWords = {
  oneTime: "one-time",
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
