import { checkoutSection, type OfferKey } from "#content/offers.ts";
import { pricesCents } from "#content/site.ts";
import { formatUsd } from "#app/lib/price.ts";

/**
 * An offer's price, as charged (SPEC §9: `pricesCents`, content/site.ts), with 'one-time' kept on one line: on the
 * strategy-option cards and in the checkout section.
 */
export function OfferPrice({ offer, className = "", testId }: { offer: OfferKey; className?: string; testId?: string }) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`} data-testid={testId}>
      <span className="text-4xl font-bold tracking-tight text-ink">{formatUsd(pricesCents[offer])}</span>
      <span className="whitespace-nowrap text-muted">{checkoutSection.oneTime}</span>
    </p>
  );
}
