import { expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { productionServerForFile } from "#tests/support/production-server.ts";

/**
 * Issue 12, item 3: no redirect leaves the site. Every path shape that starts with '//', '/\'
 * or an encoded form of them, with and without a trailing slash and a query, by GET and HEAD;
 * and every place to return to after signing in. A Location is resolved the way a browser
 * resolves it (WHATWG URL: '\' counts as '/'), and must stay on this origin. Raw HTTP, no
 * page: a vitest suite (issue 49, item 9).
 */
const ADMIN_PASSWORD = "redirects-owner-password";
const base = productionServerForFile({ port: suitePort("REDIRECTS"), name: "redirects", env: { ADMIN_PASSWORD } });

const leads = ["//", "///", "////", "/\\", "/\\\\", "/\\/", "//\\", "/%2F", "/%2f/", "/%2F%2F", "/%5C", "/%5c/", "/%5C%5C", "/%252F/", "/./", "/.//", "/%2E%2E//", "/%09/", "/..//", "/admin//", "/admin/\\", "/insights//"];
const hosts = ["evil.example", "evil.example:443", "@evil.example", "evil.example%2F", "evil.example\\", "127.0.0.1:1"];
const tails = ["/", "//", "/?next=x", "/x/", "/?a=//evil.example/", ""];

function expectOnSite(location: string | undefined, what: string) {
  if (location === undefined) return;
  const resolved = new URL(location, base());
  expect(resolved.origin, `${what} → Location ${location}`).toBe(new URL(base()).origin);
  expect(location, what).not.toMatch(/^[/\\]{2}/);
}

it("the trailing-slash redirect never leaves the site, whatever the path", async () => {
  const asks = leads.flatMap((lead) => hosts.flatMap((host) => tails.flatMap((tail) => ["GET", "HEAD"].map((method) => ({ method, path: `${lead}${host}${tail}` })))));
  let redirects = 0;
  // 1,584 requests, eight at a time: one after another they took 32 s alone at load 29, and over
  // a minute beside the rest of the suite. Each answer is checked the same either way.
  for (let i = 0; i < asks.length; i += 8) {
    const answers = await Promise.all(asks.slice(i, i + 8).map(async (ask) => ({ ask, res: await rawRequest(base(), ask) })));
    for (const { ask, res } of answers) {
      expect(res.status, `${ask.method} ${ask.path}`).toBeLessThan(500);
      if (res.status >= 300 && res.status < 400) redirects++;
      expectOnSite(res.headers.location, `${ask.method} ${ask.path}`);
    }
  }
  expect(asks).toHaveLength(leads.length * hosts.length * tails.length * 2);
  // The run really met redirects (a trailing slash makes one).
  expect(redirects).toBeGreaterThan(100);
}, 120_000);

it("after signing in, the place to return to is always on this site, under /admin", async () => {
  const login = await rawRequest(base(), {
    method: "POST",
    path: "/admin/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `password=${encodeURIComponent(ADMIN_PASSWORD)}`,
  });
  expect(login.status).toBe(302);
  const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0]!;
  expect(cookie).toMatch(/^admin_session=/);
  const nexts = [...leads.flatMap((l) => hosts.map((h) => `${l}${h}`)), "/admin\\..\\..\\evil.example", "/admin%0d%0aSet-Cookie:%20x=1", "/admin/%0d%0a", "https://evil.example/admin", "/admin/../../evil.example"];
  for (const next of nexts) {
    const path = `/admin/login?next=${encodeURIComponent(next)}`;
    const signedIn = await rawRequest(base(), { path, headers: { cookie } });
    expect(signedIn.status, path).toBe(302);
    expectOnSite(signedIn.headers.location, `signed-in GET ${path}`);
    expect(signedIn.headers.location, path).toMatch(/^\/admin(\/|$)/);
  }
});

it("a page's address with capitals goes to its lower-case address, which carries the page's own policy; assets keep their case", async () => {
  for (const [from, to] of [
    ["/Checkout-Strategy-Call?ref=x", "/checkout-strategy-call?ref=x"],
    ["/CHAT-WITH-JORDAN", "/chat-with-jordan"],
    ["/ADMIN/orders", "/admin/orders"],
  ] as const) {
    const res = await fetch(base() + from, { redirect: "manual" });
    expect(res.status, from).toBe(301);
    expect(res.headers.get("location"), from).toBe(to);
  }
  // Followed: the purchase page's policy names Stripe (it is matched on the exact path).
  const page = await fetch(`${base()}/Checkout-Strategy-Call`);
  expect(page.url).toMatch(/\/checkout-strategy-call$/);
  expect(page.headers.get("content-security-policy")).toContain("https://js.stripe.com");
  // A built file's name is case-sensitive: no redirect.
  const html = await (await fetch(`${base()}/`)).text();
  const css = /href="(\/assets\/[^"]*[A-Z][^"]*\.css)"/.exec(html)?.[1];
  expect(css, "a built stylesheet with a capital in its name").toBeTruthy();
  expect((await fetch(base() + css!, { redirect: "manual" })).status).toBe(200);
});
