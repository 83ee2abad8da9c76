import type { Express } from "express";
import type { TrustProxy } from "#app/config/trust-proxy.server.ts";
import type { Services } from "#app/services.server.ts";
import { sameOriginApiPosts } from "#server/origin-check.ts";
import { bookingRouter } from "./booking.ts";
import { checkoutRouter, stripeWebhookRouter } from "./checkout.ts";
import { consentRouter } from "./consent.ts";
import { eventsRouter } from "./events.ts";
import { leadsRouter } from "./leads.ts";

/** The JSON APIs that browsers post to from this site's pages: cross-site posts are refused (403). */
export const SAME_SITE_APIS = ["/api/leads", "/api/consent", "/api/checkout", "/api/booking", "/api/events"] as const;

/**
 * Mounts the JSON APIs. Every one that this site's pages post to is behind the same-origin check
 * the page actions have (a third-party page could otherwise sign its visitors up, or start
 * orders, in their name). Stripe's webhook is not: Stripe posts it server to server, and its
 * signature proves it.
 */
export function mountJsonApis(app: Express, svc: Services, trustProxy: TrustProxy): void {
  app.use("/api/stripe/webhook", stripeWebhookRouter(svc));
  app.use([...SAME_SITE_APIS], sameOriginApiPosts(trustProxy));
  app.use("/api/leads", leadsRouter(svc));
  app.use("/api/consent", consentRouter(svc));
  app.use("/api/checkout", checkoutRouter(svc));
  app.use("/api/booking", bookingRouter(svc));
  app.use("/api/events", eventsRouter(svc));
  // Any other address under /api is no endpoint: said in JSON, as the APIs answer, whatever the
  // method or body (not the HTML 404 page, nor the page guards' "send a form" 415).
  app.use("/api", (_req, res) => {
    res.status(404).json({ ok: false, fieldErrors: {}, formError: "There is no API at this address." });
  });
}
