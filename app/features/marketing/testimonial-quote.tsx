import { Star } from "lucide-react";
import type { Testimonial } from "#content/testimonials";

export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-5 ${n <= rating ? "fill-amber-500 text-amber-600" : "text-slate-400"}`} />
      ))}
    </span>
  );
}

/** One testimonial: rating, quote, author. */
export function TestimonialQuote({ testimonial: t, large = false }: { testimonial: Testimonial; large?: boolean }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <Stars rating={t.rating} />
      <blockquote className={`mt-4 flex-1 text-ink ${large ? "text-lg sm:text-xl" : "text-lg"}`}>
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 text-sm">
        <span className="font-semibold text-ink">{t.author}</span>
        <span className="text-muted">, {t.role}</span>
      </figcaption>
    </figure>
  );
}
