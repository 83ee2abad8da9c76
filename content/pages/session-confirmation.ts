import { DURATIONS } from "#content/claims.ts";
import { site } from "#content/site.ts";

/** /session-confirmation, after scheduling and the intake answers (DECISIONS 4). */
export const sessionConfirmationPage = {
  title: "You're Officially Booked",
  lead: "Your strategy session is on the calendar. Here is how to make the most of it.",
  steps: [
    { title: "Watch your inbox", text: "The calendar invitation with the video link comes from the scheduler." },
    { title: "Gather what matters", text: "Have your website, analytics and goals at hand for the session." },
    { title: "Show up ready", text: `Bring your questions: the ${DURATIONS.sessionMinutes} minutes are yours.` },
  ],
  insightsCta: "Read the Insights",
  emailCta: `E-mail ${site.ownerFirstName}`,
};

/**
 * /session-confirmation?kind=chat: after booking the free chat (DECISIONS 4: its own words, never
 * the 90-minute session's). The chat is free and commits the visitor to nothing.
 */
export const chatConfirmationPage = {
  title: "Your Free Chat Is Booked",
  description: `Your free ${DURATIONS.freeChatMinutes}-minute chat is booked.`,
  lead: `Your free ${DURATIONS.freeChatMinutes}-minute chat is on the calendar. No payment and no commitment: just a conversation about your website and your business.`,
  steps: [
    { title: "Watch your inbox", text: "The calendar invitation with the video link comes from the scheduler by e-mail." },
    { title: "Jot down a few notes", text: "What your business does, what your website should do for it, and what gets in the way today." },
    { title: "Have your website at hand", text: "If you have one, keep its address ready. If you don't yet, that is a fine place to start." },
  ],
  insightsCta: "Read the Insights",
  emailCta: `E-mail ${site.ownerFirstName}`,
};
