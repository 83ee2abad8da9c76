import { DURATIONS } from "./claims.ts";
import { paths } from "./paths.ts";
import type { IconKey } from "./icons.ts";
import { ctas } from "./navigation.ts";
import { site } from "./site.ts";

/** The about page (SPEC §2 'About page'), in page order. Sample story: replace with your own. */
export const about = {
  hero: {
    eyebrow: `About ${site.ownerName}`,
    heading: "I help good businesses get the websites they have already earned",
    lead: "Strategy first, then design, then code: one partner who understands how a business runs and how a website should serve it.",
    primaryCta: ctas.bookFreeCall,
    secondaryCta: "See strategy options",
  },
  missThePoint: {
    heading: "Most website experts miss the point",
    paragraphs: [
      "They start with colours, templates and plug-ins. They ask which websites you like. They rarely ask how you make money, who your best clients are, or what a visitor must believe before they pick up the phone.",
      "A website is not a brochure. It is the part of your business that talks to the most people, and it should be held to the same standard as everything else you run.",
    ],
  },
  story: {
    heading: "From COO to Code",
    paragraphs: [
      `For most of my career I ran operations. As a COO I built teams, processes and the systems that let growing companies keep their promises. Again and again I watched good businesses held back by websites that did not explain them.`,
      "So I learned to fix that myself: first the strategy and the messaging, then the design, then the code. Today I write every website by hand, without plug-ins or page builders, because that is the only way I can promise it will be fast, secure and truly yours.",
      `I work from ${site.location} with clients around the world, and I still think like an operator: every page has a job, and we measure it by whether it does that job.`,
    ],
  },
  pillars: {
    heading: "Three strategy-first pillars",
    items: [
      {
        icon: "target",
        title: "Clarity",
        text: "Know exactly who your website is for and what it must help them decide, before a single pixel is designed.",
      },
      {
        icon: "message",
        title: "Message",
        text: "Say what you do in words your best clients already use, so the right people recognise themselves instantly.",
      },
      {
        icon: "gauge",
        title: "Performance",
        text: "Fast, accessible, custom-coded pages that you own, and that keep working long after launch day.",
      },
    ] satisfies readonly { icon: IconKey; title: string; text: string }[],
  },
  process: {
    heading: "How we work together",
    lead: "Two ways in, one principle: strategy before anything else.",
    cards: [
      {
        icon: "direction",
        step: "Step 1",
        title: "Strategy session",
        text: `A ${DURATIONS.sessionMinutes}-minute one-to-one session on your website strategy, as a live call or with the full Premium strategy kit.`,
        cta: "See strategy options",
        to: paths.strategyOptions,
      },
      {
        icon: "code",
        step: "Step 2",
        title: "The Essential Build",
        text: "If you want me to build it, your session becomes the blueprint for a custom-coded website you own outright.",
        cta: "Explore The Essential Build",
        to: paths.build,
      },
    ] satisfies readonly { icon: IconKey; step: string; title: string; text: string; cta: string; to: string }[],
  },
  final: {
    heading: "Let's see if we're a fit",
    text: `${DURATIONS.freeChatMinutes} minutes, no obligation: tell me about your business and your website, and leave with at least one useful idea.`,
    cta: ctas.bookFreeCall,
  },
};
