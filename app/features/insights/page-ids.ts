/**
 * The ids of the insight page's own elements (the article page, its share dialog, the Insights
 * sign-up). The components take them from here and the Markdown pipeline reserves them
 * (tools/insights/render-markdown.ts), so an article heading can never take one. No imports: the
 * build-time pipeline reads this file outside the app's bundler.
 */
export const insightPageIds = {
  title: "insight-title",
  body: "insight-body",
  toc: "insight-toc",
  tocHeading: "insight-toc-heading",
  tagsHeading: "insight-tags-heading",
  applyHeading: "insight-apply-heading",
  readNextHeading: "insight-read-next-heading",
  soonHeading: "insight-soon-heading",
} as const;

export const shareDialogIds = {
  dialog: "share-dialog",
  title: "share-dialog-title",
  text: "share-dialog-text",
} as const;

export const insightsNewsletterIds = {
  heading: "insights-newsletter-heading",
  subscribedTitle: "insights-subscribed-title",
  subscribedText: "insights-subscribed-text",
  subscribed: "insights-subscribed",
} as const;
