/** The words around the scheduler embeds (DECISIONS 9: the link that works when the embed cannot). */
export const schedulerWords = {
  fallbackText: "The calendar opens on the scheduler's own page if it does not show here.",
  loadingText: "Loading the calendar…",
  unavailableText: "The calendar could not load here (it may be blocked, or you are offline).",
  fallbackCta: "Open the scheduling page",
  newTabHint: " (opens in a new tab)",
};
