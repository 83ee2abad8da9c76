import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";

/**
 * Puts the fakes in place of the internet services a browser test cannot reach: Stripe.js and
 * its frames (js.stripe.com, hooks.stripe.com), Stripe's API as Stripe.js calls it
 * (api.stripe.com, forwarded to the fake API server), and the scheduler's pages
 * (calendly.com). The page's own Content-Security-Policy still applies: these are the real
 * hosts, answered locally.
 */
const dir = path.resolve("tests/fakes");
const file = (name: string) => readFileSync(path.join(dir, name), "utf8");

export interface FakeBrowserServices {
  /** Every request the page made to a Stripe host (to prove when Stripe.js loads). */
  stripeRequests: string[];
}

export async function installFakeServices(page: Page, { apiUrl, scheduler = "serve" }: { apiUrl?: string; scheduler?: "serve" | "block" }): Promise<FakeBrowserServices> {
  const stripeRequests: string[] = [];
  const note = (req: Request) => stripeRequests.push(req.url());
  await page.route("https://js.stripe.com/**", async (route) => {
    note(route.request());
    const url = new URL(route.request().url());
    if (/^\/(endive|v3|[a-z]+)\/stripe\.js$/.test(url.pathname)) return route.fulfill({ contentType: "text/javascript", body: file("stripe-js.js") });
    if (url.pathname === "/fake/payment-element.html") return route.fulfill({ contentType: "text/html", body: file("stripe-payment-element.html") });
    return route.fulfill({ status: 404, body: "not faked" });
  });
  await page.route("https://hooks.stripe.com/**", async (route) => {
    note(route.request());
    return route.fulfill({ contentType: "text/html", body: file("stripe-3ds.html") });
  });
  await page.route("https://api.stripe.com/**", async (route) => {
    note(route.request());
    if (!apiUrl) return route.abort("connectionrefused");
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${apiUrl}${url.pathname}${url.search}` });
    return route.fulfill({ response });
  });
  await page.route("https://calendly.com/**", async (route) => {
    if (scheduler === "block") return route.abort("blockedbyclient");
    return route.fulfill({ contentType: "text/html", body: file("scheduler.html") });
  });
  return { stripeRequests };
}
