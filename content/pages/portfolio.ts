import { DURATIONS } from "#content/claims.ts";

/**
 * /portfolio, the portfolio hub (SPEC §2: 'Portfolio - Coming Soon', SPEC's words, kept). It says
 * what exists (issue 48: a nearly empty page contradicted the case study that is there): the one
 * case study, behind its password, and the rest being written up.
 */
export const portfolioPage = {
  heading: "Portfolio - Coming Soon",
  lead: `More client work is being written up. One case study is ready now, behind a password: request access and I'll reply within ${DURATIONS.portfolioReplyHours} hours.`,
  caseStudy: {
    label: "Case study",
    title: "The Essential Website",
    text: "How this site was planned and built: the strategy first, then a custom-coded build with no plug-ins.",
    access: "Password protected",
    cta: "Open the case study",
  },
};
