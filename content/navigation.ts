import { DURATIONS } from "./claims.ts";
import { paths } from "./paths.ts";

/**
 * The 'Work With Me' cards (SPEC §2 'Navigation bar', §3 'Navigation card').
 * Desktop shows them in this order; the mobile drawer puts Strategy Sessions first.
 */
export type NavIcon = "hammer" | "compass" | "user";

export interface NavCard {
  key: "build" | "sessions" | "about";
  title: string;
  subtitle: string;
  path: string;
  cta: string;
  icon: NavIcon;
  checklist: readonly [string, string, string];
}

export const workWithMeCards: readonly NavCard[] = [
  {
    key: "build",
    title: "The Essential Build",
    subtitle: "A custom-coded website you own outright",
    path: paths.build,
    cta: "Explore the build",
    icon: "hammer",
    checklist: ["No plug-ins or page builders", "Built on your strategy session", "Limited builds each year"],
  },
  {
    key: "sessions",
    title: "Strategy Sessions",
    subtitle: `${DURATIONS.sessionMinutes} minutes, one-to-one, on video`,
    path: paths.strategyOptions,
    cta: "Compare the sessions",
    icon: "compass",
    checklist: ["Live strategic input", "Recording with a recap", "Credited toward a full build"],
  },
  {
    key: "about",
    title: "About",
    subtitle: "From COO to code",
    path: paths.about,
    cta: "Meet your strategist",
    icon: "user",
    checklist: ["Operations background", "Strategy before design", "Based in Southern Utah"],
  },
];

/** SPEC §2 'Mobile': the drawer lists Strategy Sessions first. */
export const drawerCardOrder: readonly NavCard["key"][] = ["sessions", "build", "about"];

/** The footer's legal links (SPEC §2 'Footer'). */
export const legalLinks = [
  { label: "Privacy Policy", to: paths.privacy },
  { label: "Terms of Use", to: paths.terms },
  { label: "Cookie Policy", to: paths.cookies },
  { label: "Disclaimer", to: paths.disclaimer },
] as const;

/** The chrome's own links (SPEC §2 'Navigation bar', 'Mobile'): the bar, the drawer and the letterhead say the same. */
export const chromeLabels = {
  home: "Home",
  insights: "Insights",
  portfolio: "Portfolio",
  letsTalk: "Let's Talk",
};

/** Labels several pages share (in the chrome's chunk, which every page loads anyway). */
export const ctas = {
  bookFreeChat: `Book a Free ${DURATIONS.freeChatMinutes}-Minute Chat`,
  bookFreeCall: `Book a Free ${DURATIONS.freeChatMinutes}-Min Call`,
  backToHome: "Back to Home",
  requestPortfolioAccess: "Request Portfolio Access",
};

/** The footer's own words (SPEC §2 'Footer'); its identity lines come from site.ts. */
export const footer = {
  connectHeading: "Connect",
  contactLink: "Contact",
  socialLabel: "Social links",
  opensInNewTab: "(opens in a new tab)",
  workWithMeHeading: "Work With Me",
  chatCta: `Book Free ${DURATIONS.freeChatMinutes}-Minute Chat`,
  legalHeading: "Legal",
  rights: "All rights reserved.",
};
