import { CircleCheck } from "lucide-react";
import { strategyOffers, type OfferKey } from "#content/offers.ts";
import { checkoutWords as w } from "#content/pages/checkout.ts";
import { formatUsd } from "#app/lib/price.ts";
import { buttonClass } from "#app/ui/button.ts";
import { products } from "./catalogue";
import CheckoutFlow, { BOOK_BUTTON_ID } from "./checkout-flow.island";
import { infoTriggerProps } from "./info-dialog";
import type { InfoPostAnswer } from "./info-rules";

export interface CheckoutPageWords {
  title: string;
  lead: string;
  bookCta: string;
  note: string;
}

/**
 * A strategy purchase page (SPEC §2 'Strategy purchase pages', §4): the offer and its price in
 * the server's HTML; the book button opens the info dialog at the first tap (native dialog);
 * the dialog and the checkout panel are an island (./checkout-flow.island.tsx).
 */
export function CheckoutPage({ productKey, words, posted }: { productKey: OfferKey; words: CheckoutPageWords; posted?: InfoPostAnswer }) {
  const product = products[productKey];
  const offer = strategyOffers.find((o) => o.key === productKey)!;

  return (
    <>
      <section className="container-page grid gap-12 py-28 sm:py-32 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">{offer.badge}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{words.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{words.lead}</p>
          <h2 className="mt-10 text-xl font-bold">{w.includedLabel}</h2>
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
        </div>
        <aside aria-label="Price" className="rounded-card border-2 border-brand bg-white p-6 text-center shadow-xl sm:p-8 lg:sticky lg:top-28">
          <p className="text-lg font-semibold">{offer.title}</p>
          <p className="mt-3">
            <span className="text-5xl font-bold tracking-tight text-ink" data-testid="price">
              {formatUsd(product.amountCents)}
            </span>{" "}
            <span className="text-muted">{w.oneTime}</span>
          </p>
          <button id={BOOK_BUTTON_ID} type="button" {...infoTriggerProps} className={buttonClass("primary", "lg", "mt-6 w-full")}>
            {words.bookCta}
          </button>
          <p className="mt-4 text-sm text-muted">{words.note}</p>
        </aside>
      </section>
      <CheckoutFlow productKey={productKey} posted={posted} />
    </>
  );
}
