import { DURATIONS } from "./claims.ts";
import { site } from "./site.ts";

/** The home page FAQ (SPEC §3 'FAQ item': question, answer). Sample copy: edit freely. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

const { freeChatMinutes, sessionMinutes, strategyKitHours, prepMinutes, resultsDays } = DURATIONS;

export const faq: readonly FaqItem[] = [
  {
    id: "faq-free-chat",
    question: `What happens in the free ${freeChatMinutes}-minute chat?`,
    answer: `We talk about your business, your website and what you want it to do. If a strategy session is the right next step I will say so, and if it is not, I will tell you what I would do instead. There is no sales script.`,
  },
  {
    id: "faq-difference",
    question: "What is the difference between Strategy Call Only and Premium Website Strategy?",
    answer: `Both include the same ${sessionMinutes}-minute 1:1 video session, live strategic input and the recording with a recap. Premium adds the documented work: a roadmap, a content framework, page-by-page UX recommendations, an action checklist and priority scheduling, delivered as a strategy kit within ${strategyKitHours} hours of the session.`,
  },
  {
    id: "faq-new-site",
    question: "Do I need a new website to benefit?",
    answer: "No. Many clients keep their current website and implement the plan themselves or with their existing team. The session is about what your website must do; how it gets built is a separate decision.",
  },
  {
    id: "faq-prepare",
    question: "How do I prepare for the session?",
    answer: `After booking you complete a short prep form, which takes ${prepMinutes} minutes. It tells me about your business, your audience and your goals, so we spend the session on answers rather than background.`,
  },
  {
    id: "faq-results",
    question: "How soon will I see results?",
    answer: `Clients who implement their plan typically see results within ${resultsDays} days: clearer enquiries, better-fit leads and visitors who understand what you offer.`,
  },
  {
    id: "faq-build",
    question: "Can you build the website for me afterwards?",
    answer: "Yes, through The Essential Build: a custom-coded website that you own outright. A strategy session is always the first step, and its fee is fully credited toward a full build if you hire me. Builds are limited each year, so there is sometimes a waitlist.",
  },
  {
    id: "faq-location",
    question: "Do you work with clients outside Utah?",
    answer: `Yes. I am based in ${site.location} and work with clients worldwide. Every session happens on video, and the recording means nothing is lost across time zones.`,
  },
];
