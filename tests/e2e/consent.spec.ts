import { openDatabase } from "#app/db/connection.server.ts";
import { e2ePort } from "#tests/support/ports.ts";
import { holdRequests } from "#tests/support/hold-request.ts";
import { CONSENT_REVISION } from "#app/config/consent.ts";
import { cookieTable } from "#app/config/cookies.ts";
import { findConsentRecord } from "#app/features/consent/records.server.ts";
import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { anyIslandAwake } from "#tests/support/island-chunks.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { startAnalyticsEndpoint } from "#tests/fakes/analytics-endpoint.ts";

/**
 * Issue #15: cookie consent (SPEC §4 'Cookie banner', DECISIONS 15) and analytics (DECISIONS 12),
 * as a first-time visitor meets them. One server of its own, with an analytics endpoint (a local
 * fake that counts the events it receives) and the admin area open.
 */
test.use({ consentGiven: false });

const ADMIN_PASSWORD = "consent-e2e-owner";
const DOMAIN = "consent.example.test";
// One worker runs this file's tests in order: with fullyParallel, a second worker would run beforeAll
// again and start a second server on the same port (and wipe the first one's data folder).
test.describe.configure({ mode: "default" });
let server: RunningServer;
let analytics: Awaited<ReturnType<typeof startAnalyticsEndpoint>>;

test.beforeAll(async () => {
  analytics = await startAnalyticsEndpoint();
  server = await startServer({
    port: e2ePort() + 62,
    name: "consent",
    env: { ANALYTICS_ENDPOINT: analytics.endpoint, ANALYTICS_DOMAIN: DOMAIN, ADMIN_PASSWORD },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await analytics?.stop();
});

const at = (path: string) => server.url + path;
const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Cookie Preferences" });

/** A page as a visitor opens it: no synthetic input (the app is not started by the test). */
const open = (page: Page, path: string) => page.goto(at(path), { waitUntil: "domcontentloaded" });

async function stored(page: Page) {
  const cookies = await page.context().cookies(server.url);
  const get = (name: string) => cookies.find((c) => c.name === name);
  const prefs = get("cookie_preferences");
  const consent = get("cookie_consent");
  return {
    prefs: prefs && (JSON.parse(decodeURIComponent(prefs.value)) as Record<string, boolean>),
    consent: consent && (JSON.parse(decodeURIComponent(consent.value)) as { given: boolean; date: string; revision: number; record?: string }),
    expires: [prefs?.expires, consent?.expires],
  };
}

async function record(id: string) {
  const database = await openDatabase(`file:${server.dataDir}/site.db`, { migrate: false });
  try {
    return await findConsentRecord(database, id);
  } finally {
    await database.close();
  }
}

const YEAR_S = 365 * 24 * 3600;

test("the banner shows 1 s after the load, not before, without any input; the app is not started for it", async ({ page }) => {
  // The banner is put in the page by the consent enhancer (decision 113): watched from the start.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const el = document.getElementById("cookie-banner");
      const w = window as unknown as { shownAt?: number };
      if (el && !el.hidden) w.shownAt ??= performance.now();
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  await open(page, "/privacy-policy");
  await expect(banner(page)).toBeVisible({ timeout: 5000 });
  const { shownAt, loadStart } = await page.evaluate(() => ({
    shownAt: (window as unknown as { shownAt: number }).shownAt,
    loadStart: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
  }));
  expect(loadStart).toBeGreaterThan(0);
  expect(shownAt - loadStart).toBeGreaterThanOrEqual(999);
  expect(shownAt - loadStart).toBeLessThan(3000);
  expect(await anyIslandAwake(page)).toBe(false);
  // Equal prominence: accepting and refusing look the same. The navigation bar stays reachable.
  const look = (name: string) => banner(page).getByRole("button", { name }).evaluate((b) => b.className);
  expect(await look("Accept All")).toBe(await look("Necessary Only"));
  const box = (await banner(page).boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0);
});

test("a page shown again from the back-forward cache after a choice made on another page hides its banner: the choice stands", async ({ page, context }) => {
  await open(page, "/privacy-policy");
  await expect(banner(page)).toBeVisible({ timeout: 5000 });
  // The choice, made in another page of the same browser.
  const other = await context.newPage();
  await open(other, "/contact");
  await banner(other).getByRole("button", { name: "Necessary Only" }).click();
  await expect(banner(other)).toBeHidden();
  await other.close();
  // The first page, as the back-forward cache shows it again.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
});

test("each choice stores its four booleans, the flag, the date and the revision for a year, and a consent record", async ({ page }) => {
  // Accept All (the first tap answers: the app has not started).
  await open(page, "/privacy-policy");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toBeHidden();
  let s = await stored(page);
  expect(s.prefs).toEqual({ necessary: true, analytics: true, marketing: true, personalization: true });
  expect(s.consent).toMatchObject({ given: true, revision: CONSENT_REVISION });
  expect(Date.now() - Date.parse(s.consent!.date)).toBeLessThan(60_000);
  for (const e of s.expires) expect(Math.abs(e! - (Date.now() / 1000 + YEAR_S))).toBeLessThan(120);
  // The server's record, found by the id kept beside the choice.
  await expect.poll(async () => (await stored(page)).consent?.record).toBeTruthy();
  s = await stored(page);
  expect(await record(s.consent!.record!)).toMatchObject({ choice: "accept_all", analytics: 1, marketing: 1, personalization: 1, revision: CONSENT_REVISION, gpc: 0 });

  // A reload keeps the choice: no banner, and its markup is not even fetched (decision 113).
  const uiChunks: string[] = [];
  page.on("request", (r) => /\/consent-ui-[^/]*\.js$/.test(r.url()) && uiChunks.push(r.url()));
  await open(page, "/privacy-policy");
  await page.waitForLoadState("load");
  await page.waitForTimeout(1300);
  await expect(banner(page)).toBeHidden();
  expect(uiChunks).toEqual([]);
  expect(await page.locator("[data-enhanced~=consent][data-ui]").count()).toBe(1);
  // Reaching for 'Cookie settings' (the pointer over it) starts the markup's fetch before the click.
  await page.getByTestId("site-footer").getByRole("button", { name: "Cookie settings" }).hover();
  await expect.poll(() => uiChunks.length).toBe(1);
  await expect(dialog(page)).toBeHidden();
  // 'Cookie settings' brings the dialog then, showing the stored choice.
  await page.getByTestId("site-footer").getByRole("button", { name: "Cookie settings" }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("switch", { name: "Analytics" })).toBeChecked();
  expect(uiChunks).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  // The button that opened it has the focus back.
  await expect(page.getByTestId("site-footer").getByRole("button", { name: "Cookie settings" })).toBeFocused();

  // Preferences: necessary on and fixed, the others off; save analytics only.
  await page.context().clearCookies();
  await open(page, "/privacy-policy");
  await banner(page).getByRole("button", { name: "Preferences" }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("switch", { name: "Necessary" })).toBeChecked();
  await expect(dialog(page).getByRole("switch", { name: "Necessary" })).toBeDisabled();
  for (const name of ["Analytics", "Marketing", "Personalization"]) await expect(dialog(page).getByRole("switch", { name })).not.toBeChecked();
  await expect(dialog(page).getByRole("button")).toHaveText(["Accept All", "Save Preferences", "Necessary Only", ""]);
  await dialog(page).getByRole("switch", { name: "Analytics" }).check();
  await dialog(page).getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect((await stored(page)).prefs).toEqual({ necessary: true, analytics: true, marketing: false, personalization: false });

  // Necessary Only.
  await page.context().clearCookies();
  await open(page, "/privacy-policy");
  await banner(page).getByRole("button", { name: "Necessary Only" }).click();
  await expect(banner(page)).toBeHidden();
  expect((await stored(page)).prefs).toEqual({ necessary: true, analytics: false, marketing: false, personalization: false });
  await expect.poll(async () => (await stored(page)).consent?.record).toBeTruthy();
  expect(await record((await stored(page)).consent!.record!)).toMatchObject({ choice: "necessary_only", analytics: 0 });

  // A choice made for an older revision of the categories asks again.
  const old = encodeURIComponent(JSON.stringify({ given: true, date: new Date().toISOString(), revision: CONSENT_REVISION - 1 }));
  await page.context().addCookies([{ name: "cookie_consent", value: old, url: server.url }]);
  await open(page, "/privacy-policy");
  await expect(banner(page)).toBeVisible();
});

test("by keyboard, a choice keeps focus on the page: on the main content, not back at its very start", async ({ page }) => {
  const main = page.locator("main");
  // In the banner.
  await open(page, "/privacy-policy");
  await banner(page).getByRole("button", { name: "Necessary Only" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  await expect(main).toBeFocused();
  // The choice's server record comes back and is written beside the choice: wait for it, or
  // its late write could set the choice again after the cookies are cleared (the page's cookie
  // cache may not have seen the clearing yet), and the next page would show no banner.
  await expect.poll(async () => (await stored(page)).consent?.record).toBeTruthy();
  // In the preferences opened from the banner (their opener, the banner's button, is gone).
  await page.context().clearCookies();
  await open(page, "/privacy-policy");
  await banner(page).getByRole("button", { name: "Preferences" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Save Preferences" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeHidden();
  await expect(main).toBeFocused();
});

test("on a small phone, what keyboard focus reaches is never under the banner, nor a switch under the preferences' sticky choices", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page, "/");
  await expect(banner(page)).toBeVisible();
  const underBanner = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      const b = document.getElementById("cookie-banner")!;
      if (!el || el === document.body || b.contains(el)) return null;
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= b.getBoundingClientRect().top - 1 ? (el.textContent ?? "").trim().slice(0, 40) || el.tagName : null;
    });
  const hidden: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    const name = await underBanner();
    if (name) hidden.push(name);
  }
  expect(hidden, "focus stops wholly under the banner (WCAG 2.4.11)").toEqual([]);

  await banner(page).getByRole("button", { name: "Preferences" }).click();
  await expect(dialog(page)).toBeVisible();
  for (const name of ["Analytics", "Marketing", "Personalization"]) {
    const on = await page.evaluate(() => {
      const el = document.activeElement!;
      const bar = document.querySelector("#cookie-preferences .sticky")!;
      return { id: el.id, clear: el.getBoundingClientRect().bottom <= bar.getBoundingClientRect().top };
    });
    expect(on, name).toEqual({ id: `consent-${name.toLowerCase()}`, clear: true });
    await page.keyboard.press("Tab");
  }
});

test("'Cookie settings' in the footer and on the cookie policy reopen the preferences, showing the stored choice", async ({ page }) => {
  await open(page, "/cookie-policy");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await page.getByTestId("site-footer").getByRole("button", { name: "Cookie settings" }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("switch", { name: "Marketing" })).toBeChecked();
  await dialog(page).getByRole("button", { name: "Necessary Only" }).click();
  await expect(dialog(page)).toBeHidden();
  expect((await stored(page)).prefs).toMatchObject({ analytics: false, marketing: false });
  await page.getByRole("main").getByRole("button", { name: "Cookie settings" }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  // Closed without a choice: nothing changes.
  await dialog(page).getByRole("switch", { name: "Analytics" }).check();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  expect((await stored(page)).prefs).toMatchObject({ analytics: false });
  // The policy's table lists exactly the cookies the code sets.
  const names = await page.getByRole("table").locator("tbody tr td:first-child").allInnerTexts();
  expect(names).toEqual(cookieTable.map((c) => c.name));
});

test("no page's HTML holds the banner or the preferences: only the region that asks for them (decision 113)", async ({ request }) => {
  for (const path of ["/", "/cookie-policy", "/insights-full"]) {
    const html = await (await request.get(at(path))).text();
    expect(html, path).not.toContain('id="cookie-banner"');
    expect(html, path).not.toContain('id="cookie-preferences"');
    expect(html, path).toMatch(/<div data-enhance="consent" data-ui="\/assets\/consent-ui-[\w-]+\.js"/);
  }
});

test("without JavaScript no 'Cookie settings' control is offered: the preferences it opens could not store a choice", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(server.url + "/cookie-policy");
  await expect(page.getByRole("table")).toBeVisible();
  // Both controls are in the HTML, and neither shows.
  for (const region of [page.getByTestId("site-footer"), page.getByRole("main")]) {
    const control = region.locator("button", { hasText: "Cookie settings" });
    await expect(control).toHaveCount(1);
    await expect(control).toBeHidden();
  }
  await context.close();
});

test("'Cookie settings' pressed before the consent code has arrived, even after an island has woken, opens the preferences when it does: never a dead click", async ({ page }) => {
  const release = await holdRequests(page, /\/enhancer-consent-[^/]*\.js$/);
  await open(page, "/cookie-policy");
  await page.evaluate(() => window.siteRuntime!.wakeIsland("newsletter-form"));
  await page.getByTestId("site-footer").getByRole("button", { name: "Cookie settings" }).click();
  // Held for the enhancer: the press is kept, nothing opens or is stored yet.
  await expect(page.locator("html")).toHaveAttribute("data-held-taps", "1");
  await expect(dialog(page)).toHaveCount(0);
  expect((await stored(page)).consent).toBeUndefined();
  release();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Necessary Only" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(async () => (await stored(page)).consent?.given).toBe(true);
  expect((await stored(page)).prefs).toMatchObject({ necessary: true, analytics: false, marketing: false, personalization: false });
});

test.describe("Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  test("analytics and marketing start off, the dialog says why, and the record notes the signal", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await open(page, "/privacy-policy");
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    await expect(dialog(page).getByText("Global Privacy Control")).toBeVisible();
    await expect(dialog(page).getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await expect(dialog(page).getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await dialog(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect.poll(async () => (await stored(page)).consent?.record).toBeTruthy();
    expect(await record((await stored(page)).consent!.record!)).toMatchObject({ choice: "save_preferences", analytics: 0, marketing: 0, gpc: 1 });
  });

  test("analytics accepted while the signal is on: no page view is sent, to the site or the provider (the server would store none: issue 45)", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    const sent: string[] = [];
    page.on("request", (r) => (r.url().endsWith("/api/events") || r.url().startsWith(analytics.endpoint)) && sent.push(r.url()));
    await open(page, "/privacy-policy");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(async () => (await stored(page)).consent?.given).toBe(true);
    expect((await stored(page)).prefs).toMatchObject({ analytics: true });
    await page.evaluate(() => history.pushState({}, "", "/terms-of-use"));
    await open(page, "/disclaimer");
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
  });
});

test("analytics: nothing before consent, events after it, stopped at once on withdrawal, never when excluded", async ({ page }) => {
  const toEndpoint: string[] = [];
  page.on("request", (r) => r.url().startsWith(analytics.endpoint) && toEndpoint.push(r.url()));
  const before = analytics.events.length;
  await open(page, "/privacy-policy");
  await expect(banner(page)).toBeVisible();
  expect(toEndpoint).toEqual([]);

  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect.poll(() => analytics.events.length).toBe(before + 1);
  expect(analytics.events.at(-1)).toEqual({ name: "pageview", url: at("/privacy-policy"), domain: DOMAIN, referrer: null });
  // A client-side navigation counts as a page view.
  await page.evaluate(() => history.pushState({}, "", "/terms-of-use"));
  await expect.poll(() => analytics.events.length).toBe(before + 2);
  expect(analytics.events.at(-1)!.url).toBe(at("/terms-of-use"));
  // Stored consent is applied on the next load: a page view, no banner.
  await open(page, "/disclaimer");
  await expect.poll(() => analytics.events.length).toBe(before + 3);
  expect(analytics.events.at(-1)!.url).toBe(at("/disclaimer"));
  await expect(banner(page)).toBeHidden();

  // Withdrawn from the footer: the tracker stops in this page, without a reload.
  await page.getByTestId("site-footer").getByRole("button", { name: "Cookie settings" }).click();
  await dialog(page).getByRole("button", { name: "Necessary Only" }).click();
  await page.evaluate(() => history.pushState({}, "", "/privacy-policy"));
  await open(page, "/contact");
  await page.waitForLoadState("load");
  await page.waitForTimeout(1300);
  expect(analytics.events.length).toBe(before + 3);

  // The owner excludes this browser; consent given again sends nothing.
  await page.goto(at("/admin/exclude"));
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("exclusion-status")).toHaveText("Not Excluded");
  await page.getByRole("button", { name: "Exclude from Analytics" }).click();
  await expect(page.getByTestId("exclusion-status")).toHaveText("Exclusion Active");
  await open(page, "/privacy-policy");
  await page.getByTestId("site-footer").getByRole("button", { name: "Cookie settings" }).click();
  await dialog(page).getByRole("button", { name: "Accept All" }).click();
  await open(page, "/terms-of-use");
  await page.waitForLoadState("load");
  await page.waitForTimeout(1300);
  expect(analytics.events.length).toBe(before + 3);
  expect(toEndpoint).toHaveLength(3);
});

test("/admin/exclude: the state follows the cookie; 'Exclude' sets it for a year, site-wide; 'Remove' expires it", async ({ page }) => {
  await page.goto(at("/admin/exclude"));
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics Exclusion" })).toBeVisible();
  await expect(page.getByText("This page is for administrative purposes only.")).toBeVisible();
  await expect(page.getByText(/lasts 1 year/)).toBeVisible();
  const status = page.getByTestId("exclusion-status");
  await expect(status).toHaveText("Not Excluded");
  await expect(status).toHaveClass(/text-red-900/);
  await page.getByRole("button", { name: "Exclude from Analytics" }).click();
  await expect(status).toHaveText("Exclusion Active");
  await expect(status).toHaveClass(/text-green-900/);
  const cookie = (await page.context().cookies(server.url)).find((c) => c.name === "exclude_analytics");
  expect(cookie).toMatchObject({ path: "/", httpOnly: false, sameSite: "Lax" });
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + YEAR_S))).toBeLessThan(120);
  await page.getByRole("button", { name: "Remove Exclusion" }).click();
  await expect(status).toHaveText("Not Excluded");
  expect((await page.context().cookies(server.url)).find((c) => c.name === "exclude_analytics")).toBeUndefined();
});
