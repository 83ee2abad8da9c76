import { DURATIONS } from "#content/claims.ts";

/** /coming-soon, the holding page (SPEC §2 'Holding page'). */
export const comingSoonPage = {
  heading: "Coming Very Soon",
  lead: `Something new is on its way. Expect the launch within ${DURATIONS.launchWithinHours} hours.`,
  revealCta: "Get Early Access",
  revealedLead: "Write for early access:",
  copyCta: "Copy email",
  copied: "Email copied to clipboard!",
};
