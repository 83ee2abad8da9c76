/**
 * The owner's words for a strategy lead given only by starting a checkout (the purchase pages'
 * dialog), while its order is not paid (submissions.held_until_paid, issue 45): anyone may type
 * someone's e-mail there, so it stays here and reaches the owner's tools (webhook, e-mail) only
 * once paid, then once.
 */
export const heldLeadLabel = "Checkout started, not paid: not forwarded";

/** The lead's page says what will happen to it. */
export const heldLeadDetail = "Checkout started, not paid yet. This lead is kept here and forwarded (webhook, e-mail) only once its payment succeeds.";
