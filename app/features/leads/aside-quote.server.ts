import { testimonials } from "#content/testimonials.ts";

/**
 * A contact-type page's loader: the one client quote its aside shows (app/features/leads/
 * contact-aside.tsx), sent as the page's data so that the list of quotes stays on the server (in
 * the browser's bundle it would be all eight, for one shown). Each page shows another.
 */
export const asideQuoteLoader = (index: 0 | 1 | 2) => () => ({ quote: testimonials[index]! });
