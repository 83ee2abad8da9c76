import { DURATIONS } from "#content/claims.ts";

const { freeChatMinutes, formReplyBusinessDays } = DURATIONS;

/** /contact (SPEC §2 'Contact'), in page order. */
export const contactPage = {
  heading: "Let's Talk About Your Website",
  lead: `The fastest way to know whether we are a fit is a free ${freeChatMinutes}-minute chat. Prefer writing? Send a message below and you'll hear back within ${formReplyBusinessDays} business days.`,
  inquiryHeading: "Send a written inquiry",
  optionsHeading: "Other ways to connect",
  closing: {
    heading: "Ready when you are",
    text: "A short conversation is often all it takes to see what your website should do next.",
    cta: "Let's Talk",
  },
};
