import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { E2E_ADMIN_PASSWORD } from "#tests/support/global-setup.ts";
import { waitForHydration } from "#tests/support/ui-states.ts";

/**
 * Issue 48, section 5: the owner's dashboard and inbox read at a glance on a phone and a laptop.
 * Every admin page: no sideways scroll of the page at 375 px, axe clean (WCAG, and
 * landmark-unique: a table's region repeated its section's name).
 */
const adminPages = ["/admin", "/admin/inbox", "/admin/subscribers", "/admin/orders", "/admin/privacy", "/admin/insights", "/admin/exclude", "/admin/analytics/views?period=7d"];

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

test.describe("at 375 px", () => {
  // axe is injected with addScriptTag, which the admin's CSP (rightly) refuses.
  test.use({ bypassCSP: true, viewport: { width: 375, height: 740 } });

  test("every admin page fits the screen, its menu is one row, and axe finds nothing (landmark-unique included)", async ({ page }) => {
    // Eight pages, each checked by axe.
    test.slow();
    await signIn(page);
    for (const path of adminPages) {
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path}: the page scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
      // The menu is one line (it wrapped onto three rows), which scrolls sideways.
      const nav = page.getByTestId("admin-nav");
      const [navBox, linkBox] = [await nav.boundingBox(), await nav.getByRole("link").first().boundingBox()];
      expect(navBox!.height, `${path}: the admin menu's height`).toBeLessThan(linkBox!.height * 1.5);
      await expectNoAxeViolations(page, path, { alsoRules: ["landmark-unique"] });
    }
  });

  test("the dashboard's tables of figures are cards: every column in view, each figure named", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin?period=12m");
    await waitForHydration(page);
    // The twelve months' table always has rows (zeros until visits come): shown as cards or as
    // the empty state, never as a table wider than the screen.
    for (const id of ["traffic", "leads", "sales", "funnel"]) {
      const section = page.getByTestId(`section-${id}`);
      const empty = section.getByTestId(`empty-${id}`);
      if ((await empty.count()) > 0) continue;
      const table = section.getByTestId(`table-${id}`);
      const cells = table.locator("td[data-label]");
      expect(await cells.count(), id).toBeGreaterThan(0);
      for (const cell of (await cells.all()).slice(0, 12)) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width, `${id}: a figure past the screen's edge`).toBeLessThanOrEqual(375);
      }
      const scrolls = await table.locator("xpath=..").evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(scrolls, `${id} scrolls sideways`).toBe(false);
    }
  });
});

test("the dashboard says what will appear and when instead of tables of zeros; charts draw both series with a legend, in the palette", async ({ page }) => {
  await signIn(page);
  // A period long ago: nothing in it.
  await page.goto("/admin?period=custom&from=2020-01-01&to=2020-01-31");
  await waitForHydration(page);
  for (const id of ["traffic", "leads", "sales", "funnel", "pages"]) {
    const section = page.getByTestId(`section-${id}`);
    await expect(section.getByTestId(`empty-${id}`), id).toContainText(/appears? here|shows here/);
    await expect(section.getByRole("table"), id).toHaveCount(0);
  }
  // This month (the e2e server has had visits by now, or the empty state says what will come).
  await page.goto("/admin?period=30d");
  await waitForHydration(page);
  const traffic = page.getByTestId("section-traffic");
  if ((await traffic.getByTestId("empty-traffic").count()) === 0) {
    await expect(traffic.getByTestId("chart-legend")).toHaveText(/Visitors.*Page views/);
    const fills = await traffic.locator("svg rect").evaluateAll((rects) => [...new Set(rects.map((r) => getComputedStyle(r).fill))]);
    // The brand indigo and the warm accent (app.css tokens), nothing else.
    expect(fills.sort()).toEqual(["rgb(180, 83, 9)", "rgb(55, 48, 163)"]);
  }
});
