import { expect, test } from "#tests/support/fixtures.ts";
import { E2E_ADMIN_PASSWORD } from "#tests/support/global-setup.ts";
import { rawRequest } from "#tests/support/raw-http.ts";

/**
 * Issue 12, item 3: no redirect leaves the site. Every path shape that starts with '//', '/\'
 * or an encoded form of them, with and without a trailing slash and a query, by GET and HEAD;
 * and every place to return to after signing in. A Location is resolved the way a browser
 * resolves it (WHATWG URL: '\' counts as '/'), and must stay on this origin.
 */
const base = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;

const leads = ["//", "///", "////", "/\\", "/\\\\", "/\\/", "//\\", "/%2F", "/%2f/", "/%2F%2F", "/%5C", "/%5c/", "/%5C%5C", "/%252F/", "/./", "/.//", "/%2E%2E//", "/%09/", "/..//", "/admin//", "/admin/\\", "/insights//"];
const hosts = ["evil.example", "evil.example:443", "@evil.example", "evil.example%2F", "evil.example\\", "127.0.0.1:1"];
const tails = ["/", "//", "/?next=x", "/x/", "/?a=//evil.example/", ""];

function expectOnSite(location: string | undefined, what: string) {
  if (location === undefined) return;
  const resolved = new URL(location, base());
  expect(resolved.origin, `${what} → Location ${location}`).toBe(new URL(base()).origin);
  expect(location, what).not.toMatch(/^[/\\]{2}/);
}

test("the trailing-slash redirect never leaves the site, whatever the path", async () => {
  let redirects = 0;
  for (const lead of leads)
    for (const host of hosts)
      for (const tail of tails)
        for (const method of ["GET", "HEAD"]) {
          const path = `${lead}${host}${tail}`;
          const res = await rawRequest(base(), { method, path });
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
          if (res.status >= 300 && res.status < 400) redirects++;
          expectOnSite(res.headers.location, `${method} ${path}`);
        }
  // The run really met redirects (a trailing slash makes one).
  expect(redirects).toBeGreaterThan(100);
});

test("after signing in, the place to return to is always on this site, under /admin", async () => {
  const login = await rawRequest(base(), {
    method: "POST",
    path: "/admin/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `password=${encodeURIComponent(E2E_ADMIN_PASSWORD)}`,
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

test("a page's address with capitals goes to its lower-case address, which carries the page's own policy; assets keep their case", async ({ request }) => {
  for (const [from, to] of [
    ["/Checkout-Strategy-Call?ref=x", "/checkout-strategy-call?ref=x"],
    ["/CHAT-WITH-JORDAN", "/chat-with-jordan"],
    ["/ADMIN/orders", "/admin/orders"],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
  // Followed: the purchase page's policy names Stripe (it is matched on the exact path).
  const page = await request.get("/Checkout-Strategy-Call");
  expect(page.url()).toMatch(/\/checkout-strategy-call$/);
  expect(page.headers()["content-security-policy"]).toContain("https://js.stripe.com");
  // A built file's name is case-sensitive: no redirect.
  const html = await (await request.get("/")).text();
  const css = /href="(\/assets\/[^"]*[A-Z][^"]*\.css)"/.exec(html)?.[1];
  expect(css, "a built stylesheet with a capital in its name").toBeTruthy();
  expect((await request.get(css!, { maxRedirects: 0 })).status()).toBe(200);
});
