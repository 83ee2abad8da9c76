import { CircleCheck, CircleX } from "lucide-react";
import { strategyOffers, strategyOptionsSection, type OfferItem, type StrategyOffer } from "#content/offers.ts";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "#app/ui/button.ts";
import { InfoTip } from "./info-tip.tsx";
import { SiteLink } from "#app/ui/site-link.tsx";
import { OfferPrice } from "./offer-price.tsx";
import { Section } from "./section.tsx";
import { homeIds } from "./home-anchors.ts";

function OfferListItem({ item, included }: { item: OfferItem; included: boolean }) {
  const Icon = included ? CircleCheck : CircleX;
  return (
    <li className="flex items-start gap-3">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${included ? "text-emerald-700" : "text-red-700"}`} />
      <InfoTip label={item.label}>{item.tip}</InfoTip>
    </li>
  );
}

function OfferCard({ offer }: { offer: StrategyOffer }) {
  const headingId = `offer-${offer.key}`;
  return (
    <article
      aria-labelledby={headingId}
      data-offer={offer.key}
      className={`relative flex h-full flex-col rounded-card bg-white p-6 sm:p-8 ${offer.featured ? "border-2 border-brand shadow-lift" : "border border-line shadow-card"}`}
    >
      {/* Both badges sit as pills on the card's top edge, so the two titles and prices line up
          side by side; the recommended one is filled. Centred by their margins between both
          edges, not by a transform: a page measured before the transform applied (a reader's own
          style sheet at 320 px) was once wider than the screen. */}
      <p
        className={`absolute inset-x-0 -top-4 mx-auto w-max max-w-[calc(100%-2rem)] rounded-full px-4 py-1.5 text-sm font-semibold ${
          offer.featured ? "bg-brand text-white shadow-card" : "bg-white text-brand-strong ring-1 ring-line"
        }`}
        data-testid="offer-badge"
      >
        {offer.badge}
      </p>
      <h3 id={headingId} className="mt-2 text-2xl font-bold">
        {offer.title}
      </h3>
      <p className="mt-2 text-muted">{offer.summary}</p>
      <OfferPrice offer={offer.key} className="mt-4" testId="offer-price" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-muted" id={`${headingId}-included`}>
        {strategyOptionsSection.includedLabel}
      </p>
      <ul className="mt-3 space-y-3" aria-labelledby={`${headingId}-included`}>
        {offer.includes.map((item) => (
          <OfferListItem key={item.label} item={item} included />
        ))}
      </ul>
      {/* What the card leaves out, on a tint, with what the other card adds. As tall as what it
          says: stretched to the longer card's height it was a box blank under its one item
          (issue 48); the cards keep equal heights and their buttons a common line, the space
          going above the button. */}
      {offer.excludes.length > 0 && (
        <div className="mt-6 flex flex-col gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line" data-testid="offer-excluded">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-muted" id={`${headingId}-excluded`}>
              {strategyOptionsSection.excludedLabel}
            </p>
            <ul className="mt-3 space-y-3" aria-labelledby={`${headingId}-excluded`}>
              {offer.excludes.map((item) => (
                <OfferListItem key={item.label} item={item} included={false} />
              ))}
            </ul>
          </div>
          <p className="border-t border-line pt-4 text-sm text-muted">{strategyOptionsSection.upgradeHint}</p>
        </div>
      )}
      <div className="mt-auto pt-8">
        {/* One line at 375 px (base type and tighter padding on phones) and from 1024 px; in the
            narrower two-column cards at 768 px, two balanced lines inside the pill's padding. */}
        <SiteLink to={paths.chat} className={buttonClass(offer.featured ? "primary" : "secondary", "fit", "w-full")}>
          {strategyOptionsSection.cta}
        </SiteLink>
      </div>
    </article>
  );
}

/** SPEC §2 'Home' item 10: the two strategy sessions side by side. */
export function StrategyOptions() {
  const name = homeIds.strategyOptions;
  return (
    <Section name={name} anchor className="bg-surface" header={strategyOptionsSection}>
      <div className="mx-auto mt-12 grid max-w-5xl items-stretch gap-x-6 gap-y-10 md:grid-cols-2">
        {strategyOffers.map((offer) => (
          <OfferCard key={offer.key} offer={offer} />
        ))}
      </div>
    </Section>
  );
}
