import { DURATIONS } from "../claims";
import { site } from "../site";

const { freeChatMinutes } = DURATIONS;

/**
 * The supporting column of the contact-type pages (/contact, /get-in-touch, the chat page; issue
 * #16): what happens next, a client's words and a short note. Every promise here is one the site
 * already makes (SPEC §2, content/claims.ts), restated, never a new one.
 */
export const contactAside = {
  nextHeading: "What happens next",
  // No reply time here: both pages that show these steps already state it above the form.
  message: [
    "I read your message myself and answer it: no bot, no assistant.",
    `If a strategy session is the right next step, we book a free ${freeChatMinutes}-minute chat. If not, I will say so.`,
  ],
  chat: [
    `Pick a time: the chat is free and takes ${freeChatMinutes} minutes.`,
    "We talk about your business and what your website should do for it.",
    "If a strategy session is the right next step, you will know how it works. If not, I will say so.",
  ],
  note: `Based in ${site.location} and ${site.serving.toLowerCase()}.`,
} as const;
