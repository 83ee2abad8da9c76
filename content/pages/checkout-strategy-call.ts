import { DURATIONS } from "../claims";

/** /checkout-strategy-call until checkout is built. The page appends the price (SPEC §9) to the lead. */
export const checkoutStrategyCallPage = {
  title: "Strategy Call Only",
  lead: `A ${DURATIONS.sessionMinutes}-minute 1:1 video strategy session with live strategic input and a recording with a recap`,
  comingWith: "secure online checkout",
};
