import { paths } from "#content/paths.ts";

/**
 * The 404 page's ways on (issue 48): beside SPEC's 'Return to Home', the three places a visitor
 * who followed a dead link most likely wanted: the offers, the insights, a way to ask.
 */
export const notFoundPage = {
  lead: "The page you were looking for is not here. It may have moved, or the link may be mistyped.",
  waysOnLabel: "Where to go from here",
  waysOn: [
    { label: "Strategy options", text: "The sessions, their prices and what you get.", to: paths.strategyOptions },
    { label: "Insights", text: "Articles on website strategy for service businesses.", to: paths.insights },
    { label: "Contact", text: "Ask a question or tell me what you were looking for.", to: paths.contact },
  ],
} as const;
