import { DURATIONS } from "#content/claims.ts";

/** /success, after a payment (DECISIONS 4, 8: it shows the order as the server knows it; it is not proof). */
export const successPage = {
  title: "Thank You: Let's Get Your Session Booked",
  lead: "Your checkout is complete. Here is what happens next.",
  /** When the order is not (yet) paid: the page does not claim what the server does not know. */
  leadNotPaid: "Here is where your order stands, and what happens next.",
  /** The heading and the tab's title for an order that is not paid and not being confirmed: no thanks for a payment the server has not seen. */
  headingNotPaid: {
    pending: "Your Payment Is Not Confirmed Yet",
    failed: "Your Payment Did Not Go Through",
    closed: "This Order Is Closed",
    unknown: "Order Not Found",
  },
  status: {
    /** While the server asks Stripe (in the background): the page looks again by itself. */
    confirming: "Confirming your payment with Stripe... This page updates by itself in a moment.",
    paid: (what: string, amount: string) => `Payment received: ${what}, ${amount}. A receipt is on its way to your inbox.`,
    processing: "Your payment is being processed. You will receive a receipt as soon as it clears; you can schedule your session now.",
    pending: "We have not received your payment yet. If you just paid, it can take a moment: refresh this page shortly.",
    failed: "Your payment did not go through, so nothing was charged. You can try again from the session's page.",
    closed: "This order is closed. If that is unexpected, write to me and I will sort it out.",
    unknown: "We could not find that order. If you paid, your receipt from Stripe is your proof: write to me and I will sort it out.",
  },
  retryCta: "Back to checkout",
  /**
   * /success opened without an order (a bookmark, a shared link, a typed address): nothing was
   * bought, so no thanks and no scheduling; where to go instead (issue 48). Also the tab's title.
   */
  noOrder: {
    title: "Nothing Was Bought Here",
    lead: "This page confirms a payment, and this visit has no order: nothing was bought and nothing was charged. To book a strategy session, start from the strategy options; to talk it over first, book a free chat.",
    optionsCta: "View Strategy Options",
  },
  steps: [
    { title: "Schedule your session", text: `Pick the time for your ${DURATIONS.sessionMinutes}-minute strategy session on the next page.` },
    { title: "Answer the prep questions", text: `They take ${DURATIONS.prepMinutes} minutes and make every minute of the call count.` },
    { title: "Meet and build the plan", text: "We meet on video; you get the recording with highlights afterwards." },
  ],
  scheduleCta: "Schedule Your Session",
};
