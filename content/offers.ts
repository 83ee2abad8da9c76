import { DURATIONS } from "./claims.ts";
import { paths } from "./paths.ts";
import type { OfferKey } from "./site.ts";

/**
 * The two strategy sessions (SPEC §1 'Offers', §2 'Strategy options'). Every list item has a
 * short explanation that the page shows in an info tooltip or popover.
 */
export interface OfferItem {
  label: string;
  tip: string;
}

/** The two sessions; their keys and prices are business facts (pricesCents in content/site.ts). */
export type { OfferKey };

export interface StrategyOffer {
  key: OfferKey;
  title: string;
  badge: string;
  summary: string;
  includes: readonly OfferItem[];
  excludes: readonly OfferItem[];
  featured: boolean;
  checkoutPath: string;
  checkoutCta: string;
}

const { sessionMinutes, strategyKitHours } = DURATIONS;

const sessionItems: readonly OfferItem[] = [
  {
    label: `${sessionMinutes}-minute 1:1 video session`,
    tip: "A private video call, one-to-one, focused entirely on your business and your website.",
  },
  {
    label: "Live strategic input",
    tip: "Real-time answers on positioning, messaging, page structure and priorities while we talk.",
  },
  {
    label: "Recording with a recap",
    tip: "You receive the full recording with its highlights, so you can revisit every decision.",
  },
];

/**
 * The four documents of the Premium session's strategy kit (SPEC §1): the offer lists them, and
 * the owner's portrait slot shows them while there is no photo (app/ui/owner-portrait.tsx).
 */
export const kitDocuments: readonly OfferItem[] = [
  {
    label: "Website roadmap",
    tip: "The order of work for your website: what to change first, what follows and what can wait.",
  },
  {
    label: "Content framework",
    tip: "The message of each page and the structure to write it in, so writing becomes filling in, not starting over.",
  },
  {
    label: "Page-by-page UX recommendations",
    tip: "Specific layout and flow changes for each key page, so visitors find what they need and act.",
  },
  {
    label: "Action checklist",
    tip: "Every next step as a checklist you or your team can work through and tick off.",
  },
];

/** The kit's delivery line, one item of the Premium list and the heading of the portrait slot's kit card. */
export const strategyKit: OfferItem = {
  label: `Strategy kit within ${strategyKitHours} hours`,
  tip: `The roadmap, framework, recommendations and checklist arrive together within ${strategyKitHours} hours of your session.`,
};

export const strategyOffers: readonly StrategyOffer[] = [
  {
    key: "strategyCall",
    title: "Strategy Call Only",
    badge: "Simple + Strategic",
    summary: "Live, focused strategy for your website in one session.",
    includes: sessionItems,
    excludes: [
      {
        label: "No written assets or post-call documents",
        tip: "This call is real-time insight only. Documented frameworks and a roadmap come with Premium Website Strategy.",
      },
    ],
    featured: false,
    checkoutPath: paths.checkoutStrategyCall,
    checkoutCta: "Book Strategy Call Only",
  },
  {
    key: "premium",
    title: "Premium Website Strategy",
    badge: "Most Strategic Choice",
    summary: "The session, plus the documented plan to carry it out.",
    includes: [
      ...sessionItems,
      ...kitDocuments,
      {
        label: "Priority scheduling",
        tip: "First choice of session times, and earlier dates when the calendar is full.",
      },
      strategyKit,
      {
        label: "Session credited toward a build",
        tip: "If you hire me for The Essential Build, the session fee is fully credited toward the full build.",
      },
    ],
    excludes: [],
    featured: true,
    checkoutPath: paths.checkoutPremium,
    checkoutCta: "Book Premium Website Strategy",
  },
];

export const strategyOptionsSection = {
  eyebrow: "Strategy options",
  heading: "Choose how deep you want to go",
  lead: "Both sessions start with a free chat, so you never pay for a session that is not right for you.",
  cta: `Start with a ${DURATIONS.freeChatMinutes} minute Chat`,
  includedLabel: "Included",
  excludedLabel: "Not included",
  /** Fills the lighter card's foot: what the other one adds, so its space says something. */
  upgradeHint: "Want the written plan too? Premium adds the roadmap, content framework, page-by-page UX recommendations and action checklist.",
};

export const checkoutSection = {
  eyebrow: "Book your session",
  heading: "Already know what you need?",
  lead: "Skip the chat and secure your session now. Both are one-time payments; you choose your session time right after checkout.",
  oneTime: "one-time",
};

/**
 * What is sold, in one line: the Open Graph images' right-hand panel (tools/insights/og-image.ts)
 * reads it from here, so a change of offer is one edit. The numbers come from ./claims.
 */
export const offerLine = `${DURATIONS.sessionMinutes}-minute website strategy sessions · The Essential Build`;
