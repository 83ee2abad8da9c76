/**
 * The owner's identity: the one file to edit when the site changes hands (DECISIONS 13).
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
  /** The public address of the site: canonical URLs, sitemap and social cards use it. */
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
   * The owner's photo (README 'Your photo'): put it at content/images/owner-photo.jpg (portrait
   * 4:5, at least 960 × 1200 px, face in the upper half) and describe it here. Until that file
   * exists every portrait slot shows a monogram card with the name and role instead: a
   * placeholder that does not pretend to be a face.
   */
  portrait: {
    alt: "Jordan Avery, smiling, in a bright studio",
  },
  scheduling: {
    /** The free chat (a 30-minute event type, SPEC §2 'Chat page'). */
    chat: "https://calendly.com/example/30min",
    /** The 90-minute strategy session (SPEC §2 'Strategy prep'). */
    strategySession: "https://calendly.com/example/strategy-session",
  },
} as const;

export type Site = typeof site;
