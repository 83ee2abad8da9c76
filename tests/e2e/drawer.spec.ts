import { expect, test } from "../support/fixtures";

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
