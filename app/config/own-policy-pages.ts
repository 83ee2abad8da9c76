import { paths } from "./paths";

/**
 * Pages whose Content-Security-Policy allows a third party that the others do not
 * (server/csp-by-path.ts: the payment form, the scheduler, the case-study preview). A policy
 * belongs to the document, and a client-side navigation keeps the document it started from:
 * Stripe.js or the scheduler's frame would be refused on a page reached that way. So links to
 * these pages load a new document (`reloadDocument`, ~/ui/site-link.tsx). A test holds this list
 * and the server's policies together.
 */
const ownPolicyPaths: ReadonlySet<string> = new Set([paths.checkoutStrategyCall, paths.checkoutPremium, paths.chat, paths.strategyPrep, paths.caseStudy]);

/**
 * True when a link to `to` must load a new document (its page's policy differs). Insights that
 * hold a post embed are the other such pages: their cards mark their links `data-reload`
 * (app/features/insights/insight-card.tsx), so the article list stays out of this module.
 */
export function needsDocumentLoad(to: string): boolean {
  return ownPolicyPaths.has(to.split(/[?#]/, 1)[0] ?? to);
}
