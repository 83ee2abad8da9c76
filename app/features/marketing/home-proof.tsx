import { proofBand } from "#content/home.ts";
import { testimonials, testimonialsSection } from "#content/testimonials.ts";
import { initials } from "#app/lib/initials.ts";
import { averageRating } from "./average-rating.ts";
import { homeIds } from "./home-anchors.ts";
import { headingId, Section, SectionHeader } from "./section.tsx";
import { TestimonialCarousel } from "./testimonial-carousel.tsx";
import { Stars } from "./testimonial-quote.tsx";

/**
 * Home's proof: the strip of figures under the hero and the clients' words further down. Only
 * what content/ holds: the claimed figures (content/claims.ts), the reviews' ratings, authors
 * and roles. No invented names, photos or logos (issue 48).
 */

/**
 * Proof near the top (issue 24): right under the hero, the figures the copy claims
 * (content/claims.ts), the clients' average rating and a few of their initials. Four cells:
 * one row from 1024 px, two by two from 640 px, so no row is ever half empty.
 */
export function ProofBand() {
  const figure = "text-3xl font-bold tracking-tight text-brand-strong";
  const text = "mt-1 text-sm text-muted";
  const shown = testimonials.slice(0, 4);
  return (
    <section data-section="proof" aria-label={proofBand.label} className="border-y border-line bg-white">
      {/* Each cell reads term then value; the value (the figure) is drawn on top. */}
      <dl className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6 [&>div]:flex [&>div]:flex-col-reverse [&>div]:justify-end">
        <div>
          <dt className={text}>{proofBand.audience.text}</dt>
          <dd className={figure}>{proofBand.audience.figure}</dd>
        </div>
        <div>
          <dt className={text}>{proofBand.results.text}</dt>
          <dd className={figure}>{proofBand.results.figure}</dd>
        </div>
        <div>
          <dt className={text}>{proofBand.rating.text(testimonials.length)}</dt>
          <dd className="flex items-center gap-3">
            <span className={figure}>{averageRating}</span>
            <Stars rating={Number(averageRating)} />
          </dd>
        </div>
        <div>
          <dt className={text}>{proofBand.clients}</dt>
          <dd className="flex items-center">
            {shown.map((t) => (
              <span
                key={t.author}
                aria-hidden="true"
                className="-ml-2 flex size-10 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent ring-2 ring-white first:ml-0"
              >
                {initials(t.author)}
              </span>
            ))}
            <span className="sr-only">{shown.map((t) => t.author).join(", ")}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

const pullQuoted = testimonials.find((t) => t.author === testimonialsSection.pullQuoteAuthor) ?? testimonials[0]!;

/**
 * One client's words set large (issue 48: initials in a row of equal cards gave the proof no
 * weight): the quote, its rating, who said it and what their business is, as content/ has them.
 */
function PullQuote() {
  const t = pullQuoted;
  return (
    <figure data-testid="pull-quote" className="border-l-4 border-accent pl-6 sm:pl-8">
      <blockquote className="text-2xl leading-snug font-semibold tracking-tight text-balance text-ink sm:text-3xl">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent">
          {initials(t.author)}
        </span>
        <span>
          <span className="block font-semibold text-ink">{t.author}</span>
          <span className="block text-sm text-muted">{t.role}</span>
        </span>
        <Stars rating={t.rating} />
      </figcaption>
    </figure>
  );
}

export function Testimonials() {
  const name = homeIds.testimonials;
  return (
    <Section name={name} anchor compact>
      {/* Asymmetric: the heading and the average on the left third, one quote set large beside
          them, then the carousel of all eight across the page. */}
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <SectionHeader id={headingId(name)} eyebrow={testimonialsSection.eyebrow} heading={testimonialsSection.heading} align="start" />
          <p className="mt-6 flex items-center gap-3" data-testid="average-rating">
            <span className="text-4xl font-bold tracking-tight text-brand-strong">{averageRating}</span>
            <span>
              <Stars rating={Number(averageRating)} />
              <span className="mt-1 block text-sm text-muted">{testimonialsSection.ratingText(testimonials.length)}</span>
            </span>
          </p>
        </div>
        <PullQuote />
      </div>
      <TestimonialCarousel items={testimonials} label={testimonialsSection.carouselLabel} />
    </Section>
  );
}
