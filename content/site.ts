/**
 * The business facts: the one file to edit when the site changes hands (DECISIONS 13; README
 * 'Make it yours'). The owner's identity, contact e-mail, social and scheduling links, photo,
 * time zone and prices are here, and nowhere else: the pages, legal texts, structured data,
 * lead tags, checkout amounts and e-mails all read them from here (a unit test,
 * content/business-facts.test.ts, fails if one of them is written out anywhere else).
 * Every value here is a neutral sample; replace it with the real business details.
 * The slug becomes part of two URLs: /about-{slug} and /chat-with-{slug}.
 */
/**
 * The owner's time zone (an IANA name), beside `site.location`: the owner's area writes every time
 * in it and counts the dashboard's days from its midnights. Southern Utah keeps Mountain Time,
 * with summer time. Its own export, not a field of `site`: public pages' scripts carry `site`
 * whole, and they never need the zone.
 */
export const timeZone = "America/Denver";

export const site = {
  ownerName: "Jordan Avery",
  ownerFirstName: "Jordan",
  /** The owner's role, as the portrait card and the about page say it (SPEC §1: a solo business strategist and website developer). */
  ownerRole: "Business strategist & website developer",
  slug: "jordan",
  /**
   * The public address of the site: canonical URLs, sitemap, robots.txt, feeds, structured data
   * and social cards use it. The SITE_URL variable, when set, replaces it at run time (the same
   * build serves staging and production); read it through siteUrl() (app/lib/site-url.ts).
   */
  url: "https://www.example.com",
  companyName: "Avery Strategy Studio",
  logoText: "Avery Strategy",
  tagline: "Strategy-first websites for founders, experts and small businesses who have outgrown their online presence.",
  email: "hello@example.com",
  location: "Southern Utah",
  serving: "Serving Clients Worldwide",
  /**
   * The footer links the video channel, the social network and the professional network; the
   * contact page lists all four (SPEC §2: e-mail, professional network, video channel and two
   * social pages).
   */
  social: {
    videoChannel: { label: "YouTube", href: "https://www.youtube.com/@example" },
    socialNetwork: { label: "Instagram", href: "https://www.instagram.com/example" },
    /** The second social page (contact page only). */
    socialPage: { label: "Facebook", href: "https://www.facebook.com/example" },
    professionalNetwork: { label: "LinkedIn", href: "https://www.linkedin.com/in/example" },
  },
  /**
   * The owner's photo (docs/owner-guide.md 'Your photo'): put it at content/images/owner-photo.jpg (portrait
   * 4:5, at least 960 × 1200 px, face in the upper half) and describe it here. Until that file
   * exists the portrait slots show the owner's name and role in type, and the heroes the strategy
   * kit a session leaves (app/ui/owner-portrait.tsx): nothing that pretends to be a face.
   */
  portrait: {
    alt: "Jordan Avery, smiling, in a bright studio",
    /**
     * The point of the photo that every crop keeps in view, as "x% y%" from the top left (CSS
     * object-position): the 4:5 hero, the square side-column tile and the round avatar crop
     * the same photo differently. "50% 30%": centred, the face in the upper third.
     */
    focus: "50% 30%",
  },
  scheduling: {
    /** The free chat (a 30-minute event type, SPEC §2 'Chat page'). */
    chat: "https://calendly.com/example/30min",
    /** The 90-minute strategy session (SPEC §2 'Strategy prep'). */
    strategySession: "https://calendly.com/example/strategy-session",
  },
} as const;

export type Site = typeof site;

/**
 * What each strategy session costs, in US cents (SPEC §9): the offer cards and purchase pages
 * show it, the server charges it, the terms of use quote it, the structured data offers it and
 * the lead tags name it (app/features/checkout/catalogue.ts). Change a price here only.
 */
export const pricesCents = { strategyCall: 99700, premium: 149700 } as const;
/** The two sessions sold, named by their key here (content/offers.ts describes each). */
export type OfferKey = keyof typeof pricesCents;

const dollarsIn = (digits: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits });
/**
 * Made at the first price, not when this module loads: making a currency formatter loads its
 * locale's data (the two cost the newsletter's wake 115 ms on the bench's phone profile, 4× CPU;
 * bench/lib/form-validation.ts), and this module is in every island's and several enhancers'
 * chunks, most of which never write a price.
 */
let formats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;
/** A price as the copy writes it, in whole dollars when it has no cents: 149700 → "$1,497", 149750 → "$1,497.50". */
export const priceInWords = (cents: number): string => {
  formats ??= { whole: dollarsIn(0), cents: dollarsIn(2) };
  return (cents % 100 === 0 ? formats.whole : formats.cents).format(cents / 100);
};
