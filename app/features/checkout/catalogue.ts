import type { OfferKey } from "#content/offers.ts";
import { CURRENCY } from "#app/config/payments.ts";
import { pricesCents } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";

/**
 * The server's catalogue (DECISIONS 8; SPEC §3 'Products'): what each session costs is decided
 * here, never by the browser, which names a product by its key only. The lead tags mark a
 * website-strategy lead with its price (SPEC §3 'Strategy lead payload'), in dollars as SPEC
 * writes them (`website-strategy-{dollars}`): derived from the price, so a new price renames
 * them and the owner's automation sees which price a lead paid.
 */
const dollars = (cents: number) => String(cents / 100);
const leadTagOf = (cents: number) => `website-strategy-${dollars(cents)}`;
const leadSourceOf = (cents: number) => `strategy_lead_${dollars(cents)}`;

export interface Product {
  key: OfferKey;
  /** SPEC §3 product name (the payment's description and metadata). */
  name: string;
  amountCents: number;
  currency: typeof CURRENCY;
  /** SPEC §3: the tag of the lead sent to the owner's automation. */
  leadTag: string;
  /** The submission's source value for this lead. */
  leadSource: string;
  /** The purchase page. */
  path: string;
  /** SPEC §8: the lead success toast names the session. */
  sessionLabel: string;
}

export const products: Readonly<Record<OfferKey, Product>> = {
  strategyCall: {
    key: "strategyCall",
    name: "Strategy Call Session",
    amountCents: pricesCents.strategyCall,
    currency: CURRENCY,
    leadTag: leadTagOf(pricesCents.strategyCall),
    leadSource: leadSourceOf(pricesCents.strategyCall),
    path: paths.checkoutStrategyCall,
    sessionLabel: "strategy session",
  },
  premium: {
    key: "premium",
    name: "Premium Website Strategy",
    amountCents: pricesCents.premium,
    currency: CURRENCY,
    leadTag: leadTagOf(pricesCents.premium),
    leadSource: leadSourceOf(pricesCents.premium),
    path: paths.checkoutPremium,
    sessionLabel: "premium strategy session",
  },
};

export const productKeys = Object.keys(products) as OfferKey[];

export function productFor(key: unknown): Product | undefined {
  return typeof key === "string" && Object.hasOwn(products, key) ? products[key as OfferKey] : undefined;
}
