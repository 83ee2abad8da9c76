import { BUILD_TIMELINES, DURATIONS, type BuildVariant } from "./claims.ts";
import type { IconKey } from "./icons.ts";
import { portfolioPage } from "./pages/portfolio.ts";
import { paths } from "./paths.ts";
import { site } from "./site.ts";

/**
 * The Essential Build page (SPEC §2 'Build page'). One text for both variants: the timeline
 * (BUILD_TIMELINES in ./claims.ts: '6-8 weeks' or '8-12 weeks') is filled in where it appears.
 * Sample copy: edit freely, but keep the facts SPEC §1 requires (custom-coded, no plug-ins or
 * builders, owned by the client; strategy session first, fee credited; limited builds with a
 * waitlist; a proposal after the session).
 */
const { sessionMinutes } = DURATIONS;

export interface BuildStep {
  icon: IconKey;
  title: string;
  text: string;
}

export function buildContent(variant: BuildVariant) {
  const timeline = BUILD_TIMELINES[variant];
  return {
    hero: {
      eyebrow: "The Essential Build",
      heading: "A custom-coded website, built on strategy and owned by you",
      lead: `No plug-ins. No page builders. A fast, secure website written in real code around the strategy we define together, launched in ${timeline} and handed over to you, outright.`,
      timelineLabel: "Build timeline",
      timeline,
      primaryCta: "Start with a Strategy Session",
      secondaryCta: "Compare strategy sessions",
    },
    benefits: [
      {
        icon: "code",
        title: "Custom-coded, not assembled",
        text: "Written from scratch for your business: no plug-ins to update, no builder to outgrow, nothing slowing your pages down.",
      },
      {
        icon: "key",
        title: "Yours, outright",
        text: "You own the code, the content and the hosting account. No licence fees, no lock-in, no platform deciding your future.",
      },
      {
        icon: "direction",
        title: "Strategy built in",
        text: "Every page is designed around what your strategy session uncovered, so the website does a job instead of just looking new.",
      },
    ] satisfies readonly BuildStep[],
    flow: {
      eyebrow: "The Essential Flow",
      heading: "Six steps from strategy to launch",
      lead: `The whole build takes ${timeline}. Here is what happens, in order.`,
      stepLabel: "Step",
      steps: [
        {
          icon: "direction",
          title: "Strategy session",
          text: `We start with a ${sessionMinutes}-minute strategy session: your audience, your message and what the website must achieve.`,
        },
        {
          icon: "document",
          title: "Proposal",
          text: "A written proposal follows the session, with scope, timeline and investment. Nothing starts until it is right for you.",
        },
        {
          icon: "layout",
          title: "Structure and content",
          text: "We map every page and its message, and shape the content before any design, so the design serves the words.",
        },
        {
          icon: "lightbulb",
          title: "Design",
          text: "A distinctive design for your brand, reviewed with you page by page on real content, never on placeholder text.",
        },
        {
          icon: "code",
          title: "Custom build",
          text: "Hand-written, tested code: fast on phones, accessible, secure and easy to update. No plug-ins, no builders.",
        },
        {
          icon: "rocket",
          title: "Launch and handover",
          text: "We launch together, and you receive everything: the code, the accounts and a walkthrough of how to run it.",
        },
      ] satisfies readonly BuildStep[],
      /** Under the six steps: a build that went through them (the case study, behind its password). */
      proof: {
        label: portfolioPage.caseStudy.label,
        text: "See the flow carried through, from strategy to launch:",
        title: portfolioPage.caseStudy.title,
        access: portfolioPage.caseStudy.access,
        to: paths.caseStudy,
      },
    },
    growth: {
      eyebrow: "Long-term growth",
      heading: "A website that grows with the business, not against it",
      paragraphs: [
        "Template websites age fast. Every plug-in is another update, another risk and another reason the site slows down, until a redesign feels like the only way out.",
        "A custom-coded website has none of that weight. It stays fast, it changes when your business changes, and it never traps you on a platform you no longer want.",
      ],
      quote: "Your website should be the most reliable employee you have: always on, always on message, and never the reason a good client walks away.",
      quoteAuthor: site.ownerName,
    },
    fit: {
      heading: "Is The Essential Build right for you?",
      notFit: {
        title: "Not a fit if you…",
        items: [
          "need a website live next week",
          "want a theme or template filled in with your logo",
          "prefer to skip strategy and go straight to design",
          "expect plug-ins and drag-and-drop editing",
        ],
      },
      perfectFit: {
        title: "A perfect fit if you…",
        items: [
          "have a proven business that has outgrown its website",
          "want a website you own, with no platform lock-in",
          "value strategy and clear messaging as much as looks",
          `can plan ${timeline} ahead for a launch done properly`,
        ],
      },
    },
    howItWorks: {
      eyebrow: "How it works",
      heading: "Every build starts with strategy",
      steps: [
        {
          title: "Book a strategy session",
          text: "A strategy session is required before any build. If you then hire me for the full build, the session fee is fully credited toward it.",
        },
        {
          title: "Receive your proposal",
          text: "After the session you receive a proposal for your build: scope, timeline and investment, based on what we uncovered together.",
        },
        {
          title: "Reserve your build slot",
          text: "Builds are limited in number each year. Accept the proposal to reserve the next open slot, or join the waitlist.",
        },
        {
          title: `Launch in ${timeline}`,
          text: "We work through the Essential Flow together, and you launch a website you own outright.",
        },
      ],
    },
    waitlist: {
      heading: "Builds are limited each year",
      text: "I take on a small number of builds each year so that every one gets my full attention. When the year's slots are taken, new projects join a waitlist in the order their strategy sessions happened.",
    },
    final: {
      heading: "Ready to build on strategy?",
      text: "Your build starts with a strategy session, and its fee is fully credited toward your build if you hire me.",
      cta: "Start with a Strategy Session",
    },
    /** Which of content/testimonials.ts the page quotes (by author). */
    testimonialAuthor: "Alicia M.",
  };
}
