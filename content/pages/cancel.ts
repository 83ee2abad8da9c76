/** /cancel, after a cancelled checkout (DECISIONS 4). The e-mail address follows `questions`. */
export const cancelPage = {
  title: "No worries... you're not locked in",
  lead: "Your checkout was cancelled and nothing was charged. Take your time: the strategy options are here whenever you're ready.",
  cta: "View Strategy Options",
  questions: "Questions first? Write to",
};
