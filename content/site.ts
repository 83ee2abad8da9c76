/**
 * The owner's identity: the one file to edit when the site changes hands (DECISIONS 13).
 * Every value here is a neutral sample; replace it with the real business details.
 * The slug becomes part of two URLs: /about-{slug} and /chat-with-{slug}.
 */
export const site = {
  ownerName: "Jordan Avery",
  ownerFirstName: "Jordan",
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
   * The owner's portrait: content/images/portrait.jpg. The file shipped is a PLACEHOLDER (an
   * abstract silhouette, tools/make-portrait.ts): replace it with your photo under the same name
   * (square, at least 1200 px) and describe it here.
   */
  portrait: {
    alt: "Portrait placeholder: an abstract silhouette of Jordan Avery on a warm amber background",
  },
  scheduling: {
    /** The free chat (a 30-minute event type, SPEC §2 'Chat page'). */
    chat: "https://calendly.com/example/30min",
    /** The 90-minute strategy session (SPEC §2 'Strategy prep'). */
    strategySession: "https://calendly.com/example/strategy-session",
  },
} as const;

export type Site = typeof site;
