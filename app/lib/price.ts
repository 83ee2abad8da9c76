/** Made at the first price, not at load: its locale data costs a phone tens of ms (content/site.ts, `priceInWords`). */
let usd: Intl.NumberFormat | undefined;

/** A price in cents as the site shows it (SPEC §9: two decimals): 123456 → "$1,234.56". */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return usd.format(cents / 100);
}
