import { createHmac, timingSafeEqual } from "node:crypto";
import { products, type Product } from "./catalogue.ts";
import type { InfoFields } from "./info-rules.ts";

/** The checkout's first step, the lead (service.server.ts: submitLead): what the owner's tools hear of it, and the token that proves a later payment request comes from the browser it was given to. */

/** SPEC §3 'Strategy lead payload'. */
export const strategyLeadPayload = (v: InfoFields, product: Product) => ({
  first_name: v.firstName,
  last_name: v.lastName,
  email: v.email,
  tags: [product.leadTag],
});

/** The product whose strategy leads are stored under this source. */
export const productForLeadSource = (source: string) => Object.values(products).find((p) => p.leadSource === source);

/** A lead may be paid for within this time of being given (then the visitor fills the dialog again). */
export const LEAD_VALID_MS = 24 * 60 * 60 * 1000;

/**
 * The lead's token: proof that the browser asking for a payment is the one the lead was given
 * to. A lead's order (its id and Stripe client secret, which must stay with its customer) is
 * handed out only with it, never because a name and an e-mail match (anyone may know those).
 * An HMAC of the lead id under the server's secret: nothing to store, nothing to guess.
 */
export const leadTokenFor = (secret: string, leadId: string) => createHmac("sha256", secret).update("checkout-lead\0").update(leadId).digest("base64url");

export function leadTokenMatches(secret: string, leadId: string, token: string): boolean {
  const expected = Buffer.from(leadTokenFor(secret, leadId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
