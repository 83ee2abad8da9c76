import { testimonials } from "#content/testimonials.ts";

/** The clients' average rating, to one decimal ("4.9"): the proof band and the testimonials show the same figure. */
export const averageRating = (testimonials.reduce((sum, t) => sum + t.rating, 0) / testimonials.length).toFixed(1);
