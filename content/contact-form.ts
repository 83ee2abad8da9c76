import { DURATIONS } from "./claims.ts";

/** The contact-type forms (contact, get in touch, chat): the success toast's message (SPEC §8). */
export const contactFormSuccess = `Thanks for reaching out. You'll hear back within ${DURATIONS.formReplyBusinessDays} business days.`;
