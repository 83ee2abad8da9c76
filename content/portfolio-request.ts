import { DURATIONS } from "./claims.ts";

/** The portfolio request dialog (SPEC §2 'Footer', §4): its 48-hour reply promise, before and after sending. */
export const portfolioRequestCopy = {
  thanks: "Thank you! Your request is in.",
  send: "Request Access",
  sending: "Sending Request...",
  intro: `Tell me a little about you and your business and I'll reply within ${DURATIONS.portfolioReplyHours} hours with access to the case study.`,
  submitted: `I'll review it and reply within ${DURATIONS.portfolioReplyHours} hours with access to the case study.`,
};
