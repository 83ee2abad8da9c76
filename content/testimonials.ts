/**
 * Client testimonials (SPEC §3 'Testimonial': quote, author, rating 1-5; §9: eight of them).
 * These are SAMPLE reviews written for the template, with invented names: replace them with
 * real, permitted client words before launch.
 */
export const testimonialsSection = {
  eyebrow: "Client stories",
  heading: "What clients say after the session",
  carouselLabel: "Client testimonials",
  /** Whose words are set large above the carousel (issue 48): one with an outcome a reader can weigh. */
  pullQuoteAuthor: "Marcus O.",
  /** Under the average rating beside it. */
  ratingText: (count: number) => `average from ${count} client reviews`,
};

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "In ninety minutes we untangled something I had been circling for two years. I walked away knowing exactly what my homepage needed to say, and in what order.",
    author: "Maren L.",
    role: "Leadership coach",
    rating: 5,
  },
  {
    quote:
      "I expected design tips. I got a business conversation that happened to be about my website. The enquiries I get now are from the clients I actually want.",
    author: "Devon R.",
    role: "Founder, boutique bookkeeping firm",
    rating: 5,
  },
  {
    quote:
      "The recording alone was worth it. I have re-watched the messaging part three times and rewritten every page with it open beside me.",
    author: "Priya S.",
    role: "Nutrition consultant",
    rating: 5,
  },
  {
    quote:
      "Straight answers, no fluff. I was told, kindly, which of my pages to delete. It was the best advice I received all year.",
    author: "Tomas G.",
    role: "Owner, landscape design studio",
    rating: 5,
  },
  {
    quote:
      "The Premium strategy kit turned the session into a plan my team could follow without me in the room. Nothing was left vague.",
    author: "Alicia M.",
    role: "Managing partner, physiotherapy clinic",
    rating: 5,
  },
  {
    quote:
      "I have worked with agencies before. This was the first time someone asked about my margins before talking about colours.",
    author: "Ben K.",
    role: "Founder, specialty coffee roastery",
    rating: 5,
  },
  {
    quote:
      "Clear, practical and quick. I would have liked a little more time on the pricing page, but the roadmap made the next steps obvious.",
    author: "Hannah W.",
    role: "Online course creator",
    rating: 4,
  },
  {
    quote:
      "Within six weeks of implementing the plan my discovery calls doubled, and people arrive already knowing what I do.",
    author: "Marcus O.",
    role: "Fractional CFO",
    rating: 5,
  },
];
