import { DRAWER } from "#app/config/timings.ts";
import { drawerCardOrder, workWithMeCards } from "#content/navigation.ts";
import { expect, test } from "#tests/support/fixtures.ts";

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test("the mobile drawer lists items in SPEC order and closes on a link", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  const items = drawer.getByTestId("drawer-items").locator(":scope > li");
  const texts = await items.evaluateAll((els) =>
    els.map((e) => ((e.querySelector("[data-card-title]") ?? e.querySelector("a, button")) as HTMLElement).innerText.trim()),
  );
  expect(texts).toEqual(["Home", "Insights", "Portfolio", "Strategy Sessions", "The Essential Build", "About", "Let's Talk"]);

  await drawer.getByRole("link", { name: "Insights" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/insights$/);
});

test("the drawer's Portfolio item opens the portfolio dialog", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("button", { name: "Portfolio" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Request Portfolio Access" })).toBeVisible();
});

test("the drawer closes with its close button and returns focus", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
});

test("the drawer's cards carry their three-bullet checklists, as in the desktop menu", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  await page.getByRole("button", { name: "Menu" }).click();
  const cards = page.getByRole("dialog", { name: "Menu" }).locator("[data-nav-card]");
  await expect(cards).toHaveCount(3);
  for (const [i, key] of drawerCardOrder.entries()) {
    const card = workWithMeCards.find((c) => c.key === key)!;
    expect(card.checklist).toHaveLength(3);
    await expect(cards.nth(i).locator("li")).toHaveText([...card.checklist]);
  }
});

test("opening the drawer moves focus into it, hides the navigation bar and keeps the page still", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  const nav = page.getByTestId("site-nav");
  await expect(nav).toBeInViewport();
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(nav).not.toBeInViewport();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(nav).toBeInViewport();
});

test("the drawer slides over SPEC's animation time, and a tap on the backdrop closes it", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  const durations = await drawer.evaluate((d) => getComputedStyle(d).transitionDuration);
  expect(durations.split(", ")[0]).toBe(`${DRAWER.animationSeconds}s`);
  await expect(drawer).toBeVisible();
  await page.waitForTimeout(DRAWER.animationSeconds * 1000 + 100);
  await page.touchscreen.tap(180, 20);
  await expect(drawer).toBeHidden();
});

test("dragging the drawer down past a quarter of its height closes it; a short slow drag does not", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  const drawer = page.getByRole("dialog", { name: "Menu" });
  // The drag is an enhancer loaded in an idle moment after the load.
  await expect(page.getByTestId("mobile-drawer")).toHaveAttribute("data-enhanced", "drawer-drag");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.waitForTimeout(DRAWER.animationSeconds * 1000 + 100);
  const box = (await drawer.boundingBox())!;
  const handle = drawer.locator("[data-drawer-handle]");
  const at = (await handle.boundingBox())!;
  const x = at.x + 40;
  const y = at.y + 8;
  const drag = async (dy: number, steps: number, pauseMs: number) => {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(x, y + (dy * i) / steps);
      await page.waitForTimeout(pauseMs);
    }
    await page.mouse.up();
  };
  await drag(box.height * DRAWER.closeThreshold * 0.5, 10, 40);
  await page.waitForTimeout(DRAWER.animationSeconds * 1000 + 100);
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())!.y).toBeCloseTo(box.y, 0);
  await drag(box.height * DRAWER.closeThreshold * 1.2, 10, 40);
  await expect(drawer).toBeHidden();
});
