import { DURATIONS } from "#content/claims.ts";

/** /get-in-touch, for readers of the Insights (SPEC §2 'Get in touch'), in page order. */
export const getInTouchPage = {
  heading: "Get in Touch",
  lead: "Read something in the Insights that hit home? Tell me about your business and your website.",
  benefits: [
    { title: "A real reply", text: `Every message is read by me, not a bot, and answered within ${DURATIONS.formReplyBusinessDays} business days.` },
    { title: "Straight answers", text: "Ask about anything you read in the Insights: strategy, security, platforms, cost." },
    { title: "No pressure", text: "If a strategy session is not the right next step, I will say so." },
  ],
  formHeading: "Send a message",
  optionsHeading: "Or reach me directly",
  closingHeading: "Rather talk it through?",
};
