import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { workWithMeCards } from "#content/navigation.ts";
import { exposedExpanded } from "#tests/support/a11y.ts";
import { enhanced } from "#tests/support/enhancers.ts";

const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

test.describe("navigation bar", () => {
  test("is out of view at the top and shows only past 20 px", async ({ page }) => {
    await page.goto("/privacy-policy");
    const nav = page.getByTestId("site-nav");
    await expect(nav).toHaveAttribute("data-shown", "false");
    await expect(nav).not.toBeInViewport();
    await scrollTo(page, 20);
    await page.waitForTimeout(100);
    await expect(nav).toHaveAttribute("data-shown", "false");
    await scrollTo(page, 21);
    await expect(nav).toHaveAttribute("data-shown", "true");
    await expect(nav).toBeInViewport();
    await scrollTo(page, 0);
    await expect(nav).toHaveAttribute("data-shown", "false");
  });

  test("shows on a page that opens scrolled (a #fragment) and on one reloaded down the page", async ({ page }) => {
    await page.goto("/#faq");
    const nav = page.getByTestId("site-nav");
    await expect(nav).toHaveAttribute("data-shown", "true");
    await expect(nav).toBeInViewport();
    await page.goto("/privacy-policy");
    await scrollTo(page, 600);
    await expect(nav).toHaveAttribute("data-shown", "true");
    await page.reload();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(20);
    await expect(nav).toHaveAttribute("data-shown", "true");
  });

  test("desktop links: Home, Insights, Work With Me, Portfolio, Let's Talk", async ({ page }) => {
    await page.goto("/privacy-policy");
    await scrollTo(page, 400);
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/insights");
    await expect(main.getByRole("button", { name: "Work With Me" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Portfolio" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", /^\/chat-with-/);
  });

  test("the first view shows where to go: the letterhead's ways, for a pointer or a finger, beside the hidden bar", async ({ page }) => {
    await page.goto("/privacy-policy");
    const row = page.getByTestId("letterhead-row");
    // The bar holds the same ways for a keyboard and a screen reader: the letterhead is for the eye.
    await expect(row).toHaveAttribute("aria-hidden", "true");
    const ways = page.getByTestId("letterhead-ways").locator("a");
    const titleOf = (key: string) => workWithMeCards.find((c) => c.key === key)!.title;
    await expect(ways).toHaveText([titleOf("sessions"), titleOf("build"), "Insights", "About", "Let's Talk"]);
    for (const way of await ways.all()) {
      await expect(way).toBeInViewport();
      await expect(way).toHaveAttribute("tabindex", "-1");
    }
    await expect(page.getByTestId("site-nav")).not.toBeInViewport();
    await ways.filter({ hasText: "Insights" }).click();
    await expect(page).toHaveURL(/\/insights$/);
  });

  test("from 768 to 1023 px the letterhead keeps the short ways; on a phone its 'Menu' opens the drawer", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto("/privacy-policy");
    const ways = page.getByTestId("letterhead-ways").locator("a");
    await expect(ways.filter({ visible: true })).toHaveText(["Insights", "About", "Let's Talk"]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(800);
    await page.setViewportSize({ width: 375, height: 700 });
    await expect(page.getByTestId("letterhead-ways")).toBeHidden();
    const menu = page.getByTestId("letterhead-row").locator("button", { hasText: "Menu" });
    await expect(menu).toBeInViewport();
    await menu.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });

  test("is hidden while a modal is open, and back when it closes", async ({ page }) => {
    await page.goto("/privacy-policy");
    await scrollTo(page, 400);
    const nav = page.getByTestId("site-nav");
    await expect(nav).toHaveAttribute("data-shown", "true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Portfolio" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Portfolio Access" });
    await expect(dialog).toBeVisible();
    await expect(nav).not.toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(nav).toHaveAttribute("data-shown", "true");
    await expect(nav).toBeInViewport();
  });

  test("'Work With Me' opens on mouse enter and closes on mouse leave, cards in order", async ({ page }) => {
    await page.goto("/privacy-policy");
    await enhanced(page, "hover-menu");
    await scrollTo(page, 400);
    const trigger = page.getByRole("button", { name: "Work With Me" });
    const panel = page.getByRole("list", { name: "Work With Me" });
    await expect(panel).toBeHidden();
    await expect(trigger.locator("svg")).toHaveCSS("rotate", "none");
    await trigger.hover();
    await expect(panel).toBeVisible();
    // The chevron turns with the panel's open state (no attribute on the button to key it on).
    await expect(trigger.locator("svg")).toHaveCSS("rotate", "180deg");
    // The browser exposes the state from the popover; the button has no aria-expanded (issue 14).
    await expect.poll(() => exposedExpanded(page, "button", "Work With Me")).toBe(true);
    await expect(trigger).not.toHaveAttribute("aria-expanded");
    const cards = panel.locator("[data-nav-card]");
    await expect(cards).toHaveCount(3);
    for (const [i, card] of workWithMeCards.entries()) {
      const el = cards.nth(i);
      await expect(el).toContainText(card.title);
      await expect(el).toContainText(card.subtitle);
      await expect(el).toContainText(card.cta);
      for (const item of card.checklist) await expect(el).toContainText(item);
      await expect(el.locator("svg").first()).toBeVisible();
    }
    expect(workWithMeCards.map((c) => c.title)).toEqual(["The Essential Build", "Strategy Sessions", "About"]);
    await page.mouse.move(10, 700);
    await expect(panel).toBeHidden();
  });

  test("'Work With Me' works by keyboard", async ({ page }) => {
    await page.goto("/privacy-policy");
    await enhanced(page, "hover-menu");
    await scrollTo(page, 400);
    const trigger = page.getByRole("button", { name: "Work With Me" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("list", { name: "Work With Me" });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    // Tabbing past the last card closes it.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();
    // Enter on a card follows it.
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/the-essential-build$/);
  });

  test("a keyboard user tabbing into the hidden bar brings it into view", async ({ page }) => {
    await page.goto("/privacy-policy");
    const nav = page.getByTestId("site-nav");
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // logo link in the bar
    await expect(nav.getByRole("link").first()).toBeFocused();
    await expect(nav).toBeInViewport();
  });
});

test("the chrome's links say which page is being read (aria-current), and only that one", async ({ page }) => {
  await page.goto("/insights");
  const bar = page.getByRole("navigation", { name: "Main" });
  await expect(bar.getByRole("link", { name: "Insights" })).toHaveAttribute("aria-current", "page");
  await expect(bar.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  await page.goto("/privacy-policy");
  const footer = page.getByTestId("site-footer");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('[aria-current="page"]:visible')).toHaveCount(1);
});

test.describe("'Work With Me' on touch tablets and at every desktop width", () => {
  for (const width of [768, 820, 1024, 1100, 1280]) {
    test(`at ${width} px its panel fits the viewport, cards whole and level; the bar's items on one line`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, hasTouch: width < 1280 });
      const page = await context.newPage();
      await page.goto("/privacy-policy");
      await scrollTo(page, 400);
      const trigger = page.getByRole("button", { name: "Work With Me" });
      if (width < 1280) await trigger.tap();
      else await trigger.click();
      const panel = page.getByTestId("work-with-me-panel");
      await expect(panel).toBeVisible();
      const cards = await panel.locator("[data-nav-card]").evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
      for (const box of cards) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      // Side by side, the three cards end level: no hole under a shorter one.
      expect(new Set(cards.map((b) => Math.round(b.bottom))).size, `card bottoms ${cards.map((b) => Math.round(b.bottom))}`).toBe(1);
      // The bar's items each on one line (44 px high), the bar within the viewport.
      const items = await page.getByRole("navigation", { name: "Main" }).evaluate((nav) => [...nav.children].map((c) => ({ text: c.textContent?.trim(), height: c.getBoundingClientRect().height, right: c.getBoundingClientRect().right })));
      for (const item of items) {
        expect(item.height, `${item.text} at ${width} px`).toBeLessThanOrEqual(44);
        expect(item.right, `${item.text} at ${width} px`).toBeLessThanOrEqual(width);
      }
      await context.close();
    });
  }

  test("on a touch tablet one tap opens it and it stays open; a second tap closes it", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 1366 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto("/privacy-policy");
    await scrollTo(page, 400);
    const trigger = page.getByRole("button", { name: "Work With Me" });
    const panel = page.getByTestId("work-with-me-panel");
    await trigger.tap();
    await page.waitForTimeout(400);
    await expect(panel).toBeVisible();
    await expect.poll(() => exposedExpanded(page, "button", "Work With Me")).toBe(true);
    await trigger.tap();
    await expect(panel).toBeHidden();
    await expect.poll(() => exposedExpanded(page, "button", "Work With Me")).toBe(false);
    await context.close();
  });
});
