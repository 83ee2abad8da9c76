import { useId } from "react";
import type { Testimonial } from "#content/testimonials.ts";
import { initials } from "#app/lib/initials.ts";

/** Lucide's star outline (24 × 24), drawn once per rating and repeated with <use>. */
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** Star pitch in viewBox units: 20 px stars with a 2 px gap. */
const PITCH = 26.4;

/**
 * Five stars in one small SVG: a page of eight reviews would otherwise carry forty full icons
 * (~30 kB of HTML to parse on a phone). Colours follow currentColor, so forced-colours modes
 * still draw them.
 */
export function Stars({ rating }: { rating: number }) {
  const id = useId();
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      viewBox={`0 0 ${24 + 4 * PITCH} 24`}
      className="h-5 w-[6.75rem]"
      fill="none"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <path id={id} d={STAR_PATH} />
      </defs>
      {[1, 2, 3, 4, 5].map((n) => (
        <use
          key={n}
          href={`#${id}`}
          x={(n - 1) * PITCH}
          stroke="currentColor"
          className={n <= Math.round(rating) ? "fill-amber-500 text-amber-600" : "text-slate-400"}
        />
      ))}
    </svg>
  );
}

/** One testimonial: rating, quote, author with an initials avatar. */
export function TestimonialQuote({ testimonial: t, large = false }: { testimonial: Testimonial; large?: boolean }) {
  return (
    <figure className="relative flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <span aria-hidden="true" className="pointer-events-none absolute top-2 right-6 font-serif text-8xl leading-none text-brand-soft select-none">
        ”
      </span>
      <Stars rating={t.rating} />
      <blockquote className={`mt-4 flex-1 text-ink ${large ? "text-lg sm:text-xl" : "text-lg"}`}>
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 text-sm">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent">
          {initials(t.author)}
        </span>
        <span>
          <span className="font-semibold text-ink">{t.author}</span>
          <span className="text-muted">, {t.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
