import { describe, expect, it } from "vitest";
import { priceInWords, pricesCents } from "#content/site.ts";
import { termsOfUse } from "#content/legal/terms-of-use.ts";
import { products } from "./catalogue.ts";

/** Issue 47: the prices are set in content/site.ts only; what quotes them follows. */
describe("the catalogue and the terms follow the prices of content/site.ts", () => {
  it("charges the prices set there", () => {
    expect(products.strategyCall.amountCents).toBe(pricesCents.strategyCall);
    expect(products.premium.amountCents).toBe(pricesCents.premium);
  });

  it("names the lead tags and sources by the price in dollars, as SPEC §3 writes them for the sample's prices", () => {
    expect(pricesCents).toEqual({ strategyCall: 99700, premium: 149700 });
    expect([products.strategyCall.leadTag, products.strategyCall.leadSource]).toEqual(["website-strategy-997", "strategy_lead_997"]);
    expect([products.premium.leadTag, products.premium.leadSource]).toEqual(["website-strategy-1497", "strategy_lead_1497"]);
  });

  it("writes a price in whole dollars when it has no cents", () => {
    expect(priceInWords(99700)).toBe("$997");
    expect(priceInWords(149700)).toBe("$1,497");
    expect(priceInWords(149750)).toBe("$1,497.50");
  });

  it("the terms quote the current prices", () => {
    const text = JSON.stringify(termsOfUse);
    expect(text).toContain(`currently ${priceInWords(pricesCents.strategyCall)} for Strategy Call Only and ${priceInWords(pricesCents.premium)} for Premium Website Strategy`);
    expect(text).toContain("currently $997 for Strategy Call Only and $1,497 for Premium Website Strategy");
  });
});
