import { paths } from "#app/config/paths.ts";

/**
 * What the purchase pages add to the Content-Security-Policy (server/csp-by-path.ts), and only
 * they: Stripe.js, its frames (the Payment Element, 3-D Secure), its API. Stripe's documented
 * list for Stripe.js and Elements.
 */
export const checkoutCsp = {
  paths: [paths.checkoutStrategyCall, paths.checkoutPremium],
  add: {
    "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
    "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
    "connect-src": ["https://api.stripe.com", "https://merchant-ui-api.stripe.com"],
    "img-src": ["https://*.stripe.com"],
  },
} as const;
