import { DURATIONS } from "#content/claims.ts";

/** The chat page (SPEC §2 'Chat page'), in page order. */
export const chatPage = {
  heading: `Book a ${DURATIONS.freeChatMinutes}-Minute Chat`,
  lead: "A free, no-pressure call to see whether a strategy session is the right next step for your business.",
  schedule: {
    heading: "Pick a time",
    timeZoneNote: "Please double-check the time zone before you confirm.",
    embedTitle: `Scheduler: book a free ${DURATIONS.freeChatMinutes}-minute chat`,
  },
  formHeading: "Prefer to write first?",
  formIntro: `Send a message instead and I will reply within ${DURATIONS.formReplyBusinessDays} business days.`,
};
