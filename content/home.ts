import { AUDIENCE_CLAIM, DURATIONS } from "./claims.ts";
import type { IconKey } from "./icons.ts";
import { ctas } from "./navigation.ts";
import { site } from "./site.ts";

/**
 * The words of the home page (SPEC §2 'Home'), section by section, in page order. Sample copy:
 * replace freely; the headline, tagline and button labels are the ones SPEC names.
 * Testimonials, FAQ and the two strategy offers have their own files.
 */
const { freeChatMinutes, sessionMinutes, strategyKitHours, prepMinutes, resultsDays, formReplyBusinessDays } = DURATIONS;

export const hero = {
  headline: "Your Business Deserves Better Digital Strategy",
  tagline: "You should feel confident sending people to your website.",
  lead: `One focused ${sessionMinutes}-minute session turns a website that lags behind your business into a clear plan: what to say, what to change, and what to do first.`,
  primaryCta: "Get Your Custom Strategy",
  secondaryCta: "Let's Talk First",
  scrollCue: "Scroll For The Plan",
};

/**
 * The proof band right under the hero (issue 24): the figures the copy already claims
 * (content/claims.ts), the clients' average rating and their initials. No new promise here.
 */
export const proofBand = {
  label: "At a glance",
  audience: { figure: AUDIENCE_CLAIM, text: "business owners follow the work" },
  results: { figure: `${resultsDays} days`, text: "to results, for clients who implement their plan" },
  rating: { text: (count: number) => `average rating from ${count} client reviews` },
  clients: "Founders, coaches and owners who booked a session",
};

export const whoItsFor = {
  eyebrow: "Who it's for",
  heading: "Founders, experts and owners who have outgrown their website",
  lead: "If you have said one of these out loud this year, you are in the right place.",
  painPoints: [
    "I've rewritten my homepage three times and it still doesn't sound like what I actually do.",
    "People find me through referrals, then go quiet after they look at my website.",
    "My business has grown up. My website is still introducing the person I was five years ago.",
    "I know I need to fix it, but I don't know whether I need new copy, a new design or a whole new site.",
    "I've paid for a redesign before. It looked nicer and changed nothing.",
  ],
  closing: "None of these are design problems first. They are strategy problems, and strategy is where we start.",
};

export const whatYouGet: {
  eyebrow: string;
  heading: string;
  cards: readonly { icon: IconKey; title: string; text: string }[];
  note: string;
} = {
  eyebrow: "What you'll leave with",
  heading: "Clarity you can act on the same week",
  cards: [
    {
      icon: "target",
      title: "A website strategy",
      text: "Who your site is for, what it must persuade them of, and how each page earns its place.",
    },
    {
      icon: "message",
      title: "Messaging that sounds like you",
      text: "The words that explain what you do, for whom, and why it matters, without jargon or hype.",
    },
    {
      icon: "layout",
      title: "UX guidance",
      text: "Where visitors get lost today, and the layout and flow changes that guide them to act.",
    },
    {
      icon: "route",
      title: "Mapped next steps",
      text: "A clear order of work, so you know what to fix first, what can wait and what to ignore.",
    },
  ],
  note: "The standalone Strategy Call gives you real-time insight during the session, but no documented frameworks or roadmap materials; those come with Premium Website Strategy.",
};

export const howItWorks: { eyebrow: string; heading: string; steps: readonly { title: string; text: string }[] } = {
  eyebrow: "How it works",
  heading: "Four simple steps from stuck to strategic",
  steps: [
    {
      title: `A ${freeChatMinutes}-minute fit chat`,
      text: "We talk briefly about your business and your website, and make sure a session is the right next step.",
    },
    {
      title: "Choose your session and complete the prep form",
      text: `Pick Strategy Call Only or Premium Website Strategy, then answer a short prep form (${prepMinutes} minutes) so we start at the heart of it.`,
    },
    {
      title: `Your ${sessionMinutes}-minute 1:1 video session`,
      text: "We work through your positioning, messaging, pages and priorities together, live.",
    },
    {
      title: "Recording, highlights and your strategy kit",
      text: `You receive the recording with highlights. Premium clients also receive their strategy kit within ${strategyKitHours} hours.`,
    },
  ],
};

export const valueBlocks: { heading: string; blocks: readonly { icon: IconKey; title: string; text: string }[] } = {
  heading: "Why strategy comes before design",
  blocks: [
    {
      icon: "direction",
      title: "Direction before decoration",
      text: "A beautiful website that says the wrong thing is still the wrong website. We decide what it must do first.",
    },
    {
      icon: "gauge",
      title: `Results in ${resultsDays} days`,
      text: `Clients who implement their plan typically see clearer enquiries and better conversations within ${resultsDays} days.`,
    },
    {
      icon: "handshake",
      title: "One partner, start to finish",
      text: "The person who builds your strategy is the person who can build your website. Nothing gets lost in hand-offs.",
    },
  ],
};

export const aboutTeaser = {
  eyebrow: "About",
  heading: "Meet your strategic business partner",
  text: `I'm ${site.ownerFirstName}. I spent years running operations as a COO before I started writing code, so I look at your website the way an operator would: as a part of the business that has a job to do. Then I help you make it do that job.`,
  primaryCta: ctas.bookFreeCall,
  aboutLink: `More about ${site.ownerFirstName}`,
};

export const faqSection = {
  eyebrow: "FAQ",
  heading: "Questions, answered",
  closing: "Still wondering whether this is right for you?",
  cta: "Book a chat",
};

export const trustStatement = {
  heading: "Built on trust, not templates",
  text: `Based in ${site.location} and ${site.serving.toLowerCase()}, I share what I learn with an audience of ${AUDIENCE_CLAIM} business owners. Every recommendation you get is specific to your business: no recycled templates, no upsell scripts, and an honest answer when something is not worth your money.`,
};

export const buildsBand = {
  heading: "Custom Builds Are Limited",
  text: "I take on a small number of custom website builds each year, and every one starts with a strategy session.",
  buildCta: "Explore The Essential Build",
  strategyCta: "Start With a Strategy Session",
};

export const contactAnchor = {
  heading: "Prefer to write first?",
  text: `Send a written inquiry and I will reply within ${formReplyBusinessDays} business days, or e-mail me directly.`,
  contactCta: "Send a message",
};
