import { DURATIONS } from "../claims";

/** /checkout-premium-strategy until checkout is built. The page appends the price (SPEC §9) to the lead. */
export const checkoutPremiumPage = {
  title: "Your Essential Website Strategy",
  lead: `The ${DURATIONS.sessionMinutes}-minute strategy call plus your strategy kit within ${DURATIONS.strategyKitHours} hours`,
  comingWith: "secure online checkout",
};
