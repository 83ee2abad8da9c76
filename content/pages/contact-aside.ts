import { DURATIONS } from "#content/claims.ts";
import { site } from "#content/site.ts";

const { freeChatMinutes } = DURATIONS;

/**
 * The supporting column of the contact-type pages (/contact, /get-in-touch, the chat page; issue
 * #16): what happens next, a client's words and a short note. Every promise here is one the site
 * already makes (SPEC §2, content/claims.ts), restated, never a new one.
 */
export const contactAside = {
  nextHeading: "What happens next",
  // What follows the reply. Not the reply itself (who reads it, how soon) nor 'no pressure':
  // /contact's lead and /get-in-touch's benefit cards already say those above the form.
  message: [
    `If talking would help, my reply suggests a free ${freeChatMinutes}-minute chat at a time you pick.`,
    "In the chat we look at what your website should do for your business.",
  ],
  chat: [
    `Pick a time: the chat is free and takes ${freeChatMinutes} minutes.`,
    "We talk about your business and what your website should do for it.",
    "If a strategy session is the right next step, you will know how it works. If not, I will say so.",
  ],
  note: `Based in ${site.location} and ${site.serving.toLowerCase()}.`,
} as const;
