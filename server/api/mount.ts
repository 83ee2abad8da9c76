import type { Express } from "express";
import type { TrustProxy } from "~/config/trust-proxy.server";
import type { Runtime } from "~/runtime.server";
import { sameOriginApiPosts } from "../origin-check";
import { bookingRouter, checkoutRouter, stripeWebhookRouter } from "./checkout";
import { consentRouter } from "./consent";
import { eventsRouter } from "./events";
import { leadsRouter } from "./leads";

/** The JSON APIs that browsers post to from this site's pages: cross-site posts are refused (403). */
export const SAME_SITE_APIS = ["/api/leads", "/api/consent", "/api/checkout", "/api/booking", "/api/events"] as const;

/**
 * Mounts the JSON APIs. Every one that this site's pages post to is behind the same-origin check
 * the page actions have (a third-party page could otherwise sign its visitors up, or start
 * orders, in their name). Stripe's webhook is not: Stripe posts it server to server, and its
 * signature proves it.
 */
export function mountJsonApis(app: Express, rt: Runtime, trustProxy: TrustProxy): void {
  app.use("/api/stripe/webhook", stripeWebhookRouter(rt));
  app.use([...SAME_SITE_APIS], sameOriginApiPosts(trustProxy));
  app.use("/api/leads", leadsRouter(rt));
  app.use("/api/consent", consentRouter(rt));
  app.use("/api/checkout", checkoutRouter(rt));
  app.use("/api/booking", bookingRouter(rt));
  app.use("/api/events", eventsRouter(rt));
}
