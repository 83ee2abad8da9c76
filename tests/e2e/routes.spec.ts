import { readFileSync } from "node:fs";
import { expect, test } from "#tests/support/fixtures.ts";
import { pages } from "#tests/support/page-table.ts";
import { ownRequests, watchPageHealth } from "#tests/support/page-health.ts";
import { installFakeServices } from "#tests/fakes/stripe-browser.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { site } from "#content/site.ts";
import { successPage } from "#content/pages/success.ts";
import { paths } from "#content/paths.ts";

test.describe("every route", () => {
  for (const p of pages.filter((x) => !x.path.startsWith("/admin"))) {
    test(`${p.path} answers 200 with its title, without console errors or failed requests`, async ({ page, baseURL }) => {
      const problems = watchPageHealth(page, baseURL!);
      const requests = ownRequests(page, baseURL!);
      // The scheduler's frame (chat, strategy prep) and Stripe.js load from their fakes, as a
      // visitor's browser would load the real ones.
      await installFakeServices(page, {});
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      // /success opened without an order says nothing was bought, in its tab too (issue 48).
      await expect(page).toHaveTitle(p.path === paths.success ? `${successPage.noOrder.title} | ${site.companyName}` : p.title);
      await expect(page.locator("h1")).toHaveCount(1);
      // The tests reach the site by 127.0.0.1, not its own host: every page is noindex there, in
      // its header and its robots meta alike (issue 47). Its own robots meta is what the site's host gets.
      const robots = await page.locator('meta[name="robots"]').getAttribute("content");
      expect(robots).toBe("noindex, nofollow");
      const own = (await rawRequest(baseURL!, { path: p.path, headers: { host: new URL(site.url).host } })).body.toString();
      expect(/<meta name="robots" content="([^"]*)"/.exec(own)?.[1]).toBe("noindex" in p && p.noindex ? "noindex, nofollow" : "index, follow");
      // Scroll through so lazy content loads and sight enhancers run.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await requests.quiet();
      expect(problems).toEqual([]);
    });
  }

  test("/home redirects permanently to /", async ({ request, page }) => {
    const res = await request.get("/home", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/");
    await page.goto("/home");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("/home keeps its query when it redirects (campaign tags reach the page)", async ({ request, page }) => {
    const res = await request.get("/home?utm_source=x&utm_medium=email", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/?utm_source=x&utm_medium=email");
    await page.goto("/home?utm_source=x");
    expect(new URL(page.url()).search).toBe("?utm_source=x");
  });

  test("an unknown path shows the 404 page with status 404 and is logged", async ({ page, baseURL }) => {
    const problems = watchPageHealth(page, baseURL!);
    const missing = `/no-such-page-${Date.now()}`;
    const res = await page.goto(missing);
    expect(res?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // The ways on from a dead end (issue 48): the offers, the insights, a way to ask.
    const waysOn = page.getByRole("navigation", { name: "Where to go from here" });
    await expect(waysOn.getByRole("link")).toHaveCount(3);
    await expect(waysOn.getByRole("link", { name: /^Strategy options/ })).toHaveAttribute("href", "/#strategy-options");
    await expect(waysOn.getByRole("link", { name: /^Insights/ })).toHaveAttribute("href", "/insights");
    await expect(waysOn.getByRole("link", { name: /^Contact/ })).toHaveAttribute("href", "/contact");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(problems).toEqual([]);

    // One info line, without the request's headers (issue 45: two warnings with every header).
    const logFile = process.env.E2E_SERVER_LOG!;
    const linesOf = (path: string) =>
      readFileSync(logFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { level: number; msg?: string; path?: string; req?: { url?: string } })
        .filter((l) => l.path === path || l.req?.url === path);
    await expect.poll(() => linesOf(missing).length).toBeGreaterThan(0);
    expect(linesOf(missing)).toEqual([{ level: 30, time: expect.any(Number), msg: "page not found", method: "GET", path: missing }]);

    // The page that linked to it is logged without its query's values (they can be personal).
    const linked = `/no-such-page-linked-${Date.now()}`;
    await page.request.get(linked, { headers: { referer: `${baseURL}/admin/inbox?q=grace%40example.com&page=2` } });
    await expect
      .poll(() =>
        readFileSync(logFile, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { msg?: string; path?: string; referer?: string })
          .find((l) => l.msg === "page not found" && l.path === linked)?.referer,
      )
      .toBe(`${baseURL}/admin/inbox?q=…&page=…`);
    expect(readFileSync(logFile, "utf8")).not.toContain("grace%40example.com");
  });

  test("an unknown insight says 'Insight Not Found' with status 404", async ({ page }) => {
    const res = await page.goto("/insights/not-a-real-article");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Insight Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "← Back to Insights" }).click();
    await expect(page).toHaveURL(/\/insights$/);
  });

  test("route changes scroll to the top", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId("footer-legal").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
