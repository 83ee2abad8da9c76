import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { BadgeCheck, CircleCheck } from "lucide-react";
import { strategyOffers, type OfferKey } from "#content/offers.ts";
import { checkoutWords as w } from "#content/pages/checkout.ts";
import { testimonials } from "#content/testimonials.ts";
import { TestimonialQuote } from "#app/features/marketing/testimonial-quote.tsx";
import { formatUsd } from "#app/lib/price.ts";
import { buttonClass } from "#app/ui/button.ts";
import { OwnerPortrait } from "#app/ui/owner-portrait.tsx";
import { products } from "./catalogue.ts";
import CheckoutFlow, { BOOK_BUTTON_ID } from "./checkout-flow.island.tsx";
import { infoTriggerProps } from "./info-dialog.tsx";
import type { InfoPostAnswer } from "./info-rules.ts";

export interface CheckoutPageWords {
  title: string;
  lead: string;
  bookCta: string;
  note: string;
  /** The client quote shown beside the details (an index into content/testimonials.ts). */
  testimonial: number;
}

/**
 * A strategy purchase page (SPEC §2 'Strategy purchase pages', §4): the offer and its price in
 * the server's HTML; the book button opens the info dialog at the first tap (native dialog);
 * the dialog and the checkout panel are an island (./checkout-flow.island.tsx).
 */
export function CheckoutPage({ productKey, words, posted }: { productKey: OfferKey; words: CheckoutPageWords; posted?: InfoPostAnswer }) {
  const product = products[productKey];
  const offer = strategyOffers.find((o) => o.key === productKey)!;

  const quote = testimonials[words.testimonial] ?? testimonials[0]!;

  // Reads as a checkout: the title, then the price card (first thing after the title on phones;
  // on desktop the right column, sticky while the details scroll), then what you get, who you
  // book and a client's words. DOM order is reading order: the grid places the card on wide
  // screens, so focus order and visual order agree at every width.
  return (
    <>
      <section className="container-page grid gap-10 py-28 sm:py-32 lg:grid-cols-[3fr_2fr] lg:gap-x-12 lg:gap-y-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">{offer.badge}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{words.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{words.lead}</p>
          <FirstViewEnd />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <aside aria-label="Price" className="rounded-card border-2 border-brand bg-white p-6 text-center shadow-xl sm:p-8 lg:sticky lg:top-24">
            <p className="text-lg font-semibold">{offer.title}</p>
            <p className="mt-3 flex flex-wrap items-baseline justify-center gap-x-2">
              {/* A size smaller on the narrowest phones: at 320 px, with a reader's wider letter spacing (WCAG 1.4.12), the 48 px price widened the page. */}
              <span className="text-4xl font-bold tracking-tight text-ink min-[400px]:text-5xl" data-testid="price">
                {formatUsd(product.amountCents)}
              </span>
              {/* Never broken inside the word ('one-/time' at 375 px): it moves to the next line whole. */}
              <span className="whitespace-nowrap text-muted">{w.oneTime}</span>
            </p>
            {/* Narrower padding where the price column is narrowest (1024-1279 px): the longer
                label ('Book Your Premium Strategy') stays on one line. */}
            <button id={BOOK_BUTTON_ID} type="button" {...infoTriggerProps} className={buttonClass("primary", "fit", "mt-6 w-full lg:px-4 xl:px-7")}>
              {words.bookCta}
            </button>
            <p className="mt-4 text-sm text-muted">{words.note}</p>
            <p className="mt-4 flex items-start gap-2 rounded-2xl bg-brand-soft p-3 text-left text-sm font-medium text-ink" data-testid="fee-credited">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>{w.feeCredited}</span>
            </p>
          </aside>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <h2 className="text-xl font-bold">{w.includedLabel}</h2>
          <ul className="mt-4 space-y-3">
            {offer.includes.map((item) => (
              <li key={item.label} className="flex items-start gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <span>
                  <span className="font-medium text-ink">{item.label}</span>
                  <span className="block text-sm text-muted">{item.tip}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-10 max-w-xl space-y-6">
            <OwnerPortrait variant="aside" />
            <section aria-label={w.clientWords}>
              <TestimonialQuote testimonial={quote} />
            </section>
          </div>
        </div>
      </section>
      <CheckoutFlow productKey={productKey} posted={posted} />
    </>
  );
}
