import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { Testimonial } from "#content/testimonials.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { TestimonialQuote } from "./testimonial-quote.tsx";

const control =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:border-brand hover:text-brand active:bg-brand-soft";

/**
 * The testimonial carousel's markup (SPEC §4, WAI-ARIA carousel pattern); ./carousel.enhancer.ts
 * brings it to life. Every slide is in the HTML and all share one grid cell, so the carousel is
 * as tall as its longest quote and never shifts. Without JavaScript the controls are hidden and
 * all testimonials read as a list.
 */
export function TestimonialCarousel({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const count = items.length;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel
      {...enhance("carousel")}
      data-testid="testimonial-carousel"
      data-index="0"
      className="mx-auto mt-12 max-w-3xl lg:max-w-none"
    >
      {/* More than one card at a time on wide screens (issue 24): the current slide and the next
          one from 1024 px, two next ones from 1280 px, placed by their distance from the
          current one (data-offset, kept by the enhancer); the rest wait, hidden, in the first
          cell. Still one carousel of eight: the same slides, buttons and dots. */}
      <div data-carousel-live aria-live="off" className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3 xl:noscript:grid-cols-2">
        {items.map((t, i) => (
          <div
            key={t.author}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            data-slide
            data-active={i === 0}
            data-offset={i}
            className="col-start-1 row-start-1 transition-[opacity,visibility] duration-500 data-[active=false]:invisible data-[active=false]:opacity-0 lg:data-[offset=1]:visible! lg:data-[offset=1]:col-start-2 lg:data-[offset=1]:opacity-100! xl:data-[offset=2]:visible! xl:data-[offset=2]:col-start-3 xl:data-[offset=2]:opacity-100! noscript:visible! noscript:col-start-auto! noscript:row-start-auto noscript:opacity-100!"
          >
            <TestimonialQuote testimonial={t} large />
          </div>
        ))}
      </div>

      {/* On a phone the dots take a row of their own under the buttons (order-last); reading-flow
          makes Tab and screen readers follow that order where the browser knows it (Chromium
          137+), so focus does not go down to the dots and back up to 'Next'. */}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-2 [reading-flow:flex-visual] noscript:hidden">
        <button
          type="button"
          // Under reduced motion nothing rotates: no button to stop it, from the first paint (the
          // enhancer, which hides it too, runs only once the carousel is in sight).
          className={`group ${control} motion-reduce:hidden`}
          data-carousel-toggle
          data-stopped="false"
          data-label-stop="Stop automatic rotation"
          data-label-start="Start automatic rotation"
          aria-label="Stop automatic rotation"
        >
          <Pause aria-hidden="true" className="size-5 group-data-[stopped=true]:hidden" />
          <Play aria-hidden="true" className="hidden size-5 group-data-[stopped=true]:block" />
        </button>
        <button type="button" className={control} data-carousel-prev aria-label="Previous testimonial">
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div role="group" aria-label="Choose a testimonial" className="order-last flex w-full justify-center sm:order-none sm:w-auto">
          {items.map((t, i) => (
            <button
              key={t.author}
              type="button"
              data-carousel-dot
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={i === 0 ? "true" : undefined}
              className="group inline-flex h-11 w-7 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-slate-500 transition-all group-hover:bg-brand group-aria-[current=true]:w-5 group-aria-[current=true]:bg-brand"
              />
            </button>
          ))}
        </div>
        <button type="button" className={control} data-carousel-next aria-label="Next testimonial">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
