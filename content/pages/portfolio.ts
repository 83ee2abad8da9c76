import { DURATIONS } from "#content/claims.ts";

/** /portfolio, the holding page of the portfolio hub (SPEC §2). */
export const portfolioPage = {
  heading: "Portfolio - Coming Soon",
  lead: `Selected client work is being written up. Want to see a full case study now? Request access and I'll reply within ${DURATIONS.portfolioReplyHours} hours.`,
};
