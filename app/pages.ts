import { paths } from "./config/paths.ts";
import { DURATIONS } from "#content/claims.ts";
import { insightDetail } from "#content/pages/insights.ts";
import { site } from "#content/site.ts";

/**
 * The route table of SPEC §2 as data: the router, the prerendered page list, page metadata and the
 * route tests all read it, so a page cannot exist in one and be missing from another.
 */
export interface PageEntry {
  path: string;
  file: string;
  /** The document title, exactly as rendered in <title>. */
  title: string;
  description: string;
  /**
   * Needs no request data: prerendered, i.e. rendered once and served from memory (server/prerendered-pages.ts).
   * Never for gated or personal content: what is prerendered is served to everyone.
   */
  prerender: boolean;
  /** Kept out of search results (robots noindex) and out of the sitemap. */
  noindex?: boolean;
}

const brand = site.companyName;
const t = (page: string) => `${page} | ${brand}`;

export const pages = [
  {
    path: paths.home,
    file: "routes/home.tsx",
    // Search results show about 60 characters of a title: the brand and what it offers fit.
    title: `${brand} | Website Strategy for Founders`,
    description: "Ninety-minute website strategy sessions and custom-coded websites for founders, experts, coaches and small-business owners.",
    prerender: true,
  },
  {
    path: paths.about,
    file: "routes/about.tsx",
    title: t(`About ${site.ownerName}`),
    description: `Meet ${site.ownerName}: business strategist and website developer, from COO to code.`,
    prerender: true,
  },
  {
    path: paths.build,
    file: "routes/essential-build.tsx",
    title: t("The Essential Build"),
    description: "A custom-coded website you own: no plug-ins, no builders, built on a strategy session.",
    prerender: true,
  },
  {
    path: paths.buildDraft,
    file: "routes/essential-build-draft.tsx",
    title: t("The Essential Build"),
    description: "A custom-coded website you own: no plug-ins, no builders, built on a strategy session.",
    prerender: true,
    noindex: true,
  },
  {
    path: paths.contact,
    file: "routes/contact.tsx",
    title: t("Contact"),
    description: `Send a written inquiry or book a free ${DURATIONS.freeChatMinutes}-minute chat. Replies within ${DURATIONS.formReplyBusinessDays} business days.`,
    prerender: true,
  },
  {
    path: paths.getInTouch,
    file: "routes/get-in-touch.tsx",
    title: t("Get in Touch"),
    description: "Read something in the Insights that hit home? Tell me about your business and website.",
    prerender: true,
  },
  {
    path: paths.chat,
    file: "routes/chat.tsx",
    title: t(`Book a ${DURATIONS.freeChatMinutes}-Minute Chat`),
    description: `Book a free ${DURATIONS.freeChatMinutes}-minute chat to see whether a strategy session is the right next step.`,
    prerender: true,
  },
  {
    path: paths.checkoutStrategyCall,
    file: "routes/checkout-strategy-call.tsx",
    title: t("Strategy Call Only"),
    description: `A ${DURATIONS.sessionMinutes}-minute one-to-one video strategy session with live strategic input and a recording with a recap.`,
    prerender: true,
  },
  {
    path: paths.checkoutPremium,
    file: "routes/checkout-premium-strategy.tsx",
    title: t("Your Essential Website Strategy"),
    description: "The strategy call plus a roadmap, content framework, page-by-page UX recommendations and an action checklist.",
    prerender: true,
  },
  {
    path: paths.strategyPrep,
    file: "routes/strategy-prep.tsx",
    title: t("Secure Your Session Time Now"),
    description: `Schedule your ${DURATIONS.sessionMinutes}-minute strategy session.`,
    prerender: true,
    noindex: true,
  },
  {
    path: paths.sessionConfirmation,
    file: "routes/session-confirmation.tsx",
    title: t("You're Officially Booked"),
    description: "Your strategy session is booked.",
    prerender: true,
    noindex: true,
  },
  {
    path: paths.success,
    file: "routes/success.tsx",
    title: t("Payment Received"),
    description: "Thank you for your purchase. Here is what happens next.",
    prerender: true,
    noindex: true,
  },
  {
    path: paths.cancel,
    file: "routes/cancel.tsx",
    title: t("Checkout Cancelled"),
    description: "No worries, you're not locked in.",
    prerender: true,
    noindex: true,
  },
  {
    path: paths.confirmation,
    file: "routes/confirmation.tsx",
    title: t("Smart Move, You're Officially In"),
    description: "You're in. Here is what happens next.",
    prerender: true,
    noindex: true,
  },
  {
    path: paths.portfolio,
    file: "routes/portfolio.tsx",
    title: t("Portfolio - Coming Soon"),
    description: "Selected client work, coming soon.",
    prerender: true,
    noindex: true,
  },
  {
    path: paths.caseStudy,
    file: "routes/case-study.tsx",
    title: t("The Essential Website"),
    description: "A password-protected case study.",
    // Gated: checked per request, never rendered once for everyone (DECISIONS 10).
    prerender: false,
    noindex: true,
  },
  {
    path: paths.comingSoon,
    file: "routes/coming-soon.tsx",
    title: t("Coming Very Soon"),
    description: `Something new is launching within ${DURATIONS.launchWithinHours} hours.`,
    prerender: true,
    noindex: true,
  },
  {
    path: paths.insights,
    file: "routes/insights.tsx",
    title: t("Strategic Insights"),
    description: "Articles on website strategy, security and growth for founders and small businesses.",
    prerender: true,
  },
  {
    path: paths.insightsFull,
    file: "routes/insights-full.tsx",
    // Not /insights' title: two pages of one site under one title read as duplicates in search
    // results (and to Search Console), though both are indexed.
    title: t(insightDetail.searchPageName),
    description: "Search every insight by title, excerpt or tag, and browse by category.",
    prerender: true,
  },
  {
    path: paths.adminInsights,
    file: "routes/admin-insights.tsx",
    title: t("Admin - All Insights"),
    description: "Administrative list of insights and sitemap tools.",
    prerender: false,
    noindex: true,
  },
  {
    path: paths.adminExclude,
    file: "routes/admin-exclude.tsx",
    title: t("Analytics Exclusion"),
    description: "Administrative analytics exclusion.",
    prerender: false,
    noindex: true,
  },
  {
    path: paths.privacy,
    file: "routes/legal.privacy.tsx",
    title: t("Privacy Policy"),
    description: `How ${brand} collects, uses and protects your information.`,
    prerender: true,
  },
  {
    path: paths.terms,
    file: "routes/legal.terms.tsx",
    title: t("Terms of Use"),
    description: `The terms for using this website and booking ${brand} services.`,
    prerender: true,
  },
  {
    path: paths.cookies,
    file: "routes/legal.cookies.tsx",
    title: t("Cookie Policy"),
    description: "Which cookies this site sets, why and for how long, the third-party services involved, and how to change or withdraw your consent at any time.",
    prerender: true,
  },
  {
    path: paths.disclaimer,
    file: "routes/legal.disclaimer.tsx",
    title: t("Disclaimer"),
    description: "The limits of the information and results described on this site: general guidance rather than professional advice, with no guarantee of results.",
    prerender: true,
  },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof pages)[number]["path"];

/**
 * The static pages rendered for memory right after the server listens, in the background
 * (server/prerendered-pages.ts); ./prerendered-paths.ts adds every insight to them. Here, beside
 * the table, so that what has no build-time content (the bench) can read it.
 */
export const prerenderAtStart: string[] = pages.filter((p) => p.prerender).map((p) => p.path);

export const notFoundTitle = t("Page Not Found");
export const insightNotFoundTitle = t("Insight Not Found");
/** A page that could not be answered (app/root.tsx): its heading, with the brand. */
export const errorTitle = (heading: string) => t(heading);

export function pageFor(path: PagePath): PageEntry {
  const entry = pages.find((p) => p.path === path);
  if (!entry) throw new Error(`No page registered for ${path}`);
  return entry;
}
