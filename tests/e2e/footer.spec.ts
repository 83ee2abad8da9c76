import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { site } from "#content/site.ts";

async function checkFooter(page: Page) {
  await page.goto("/privacy-policy");
  const footer = page.getByTestId("site-footer");
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText(site.tagline)).toBeVisible();
  await expect(footer.getByRole("link", { name: site.location })).toHaveAttribute("href", "/coming-soon");
  await expect(footer.getByText("Serving Clients Worldwide")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
  const socials = footer.getByRole("list", { name: "Social links" }).getByRole("link");
  await expect(socials).toHaveCount(3);
  await expect(socials.nth(0)).toHaveAttribute("href", site.social.videoChannel.href);
  await expect(socials.nth(1)).toHaveAttribute("href", site.social.socialNetwork.href);
  await expect(socials.nth(2)).toHaveAttribute("href", site.social.professionalNetwork.href);
  await expect(footer.getByTestId("footer-work-with-me").getByRole("link")).toHaveText(["The Essential Build", "Strategy Sessions", "About"]);
  await expect(footer.getByRole("link", { name: "Book Free 15-Minute Chat" })).toHaveAttribute("href", `/chat-with-${site.slug}`);
  await expect(footer.getByTestId("footer-legal").getByRole("link")).toHaveText(["Privacy Policy", "Terms of Use", "Cookie Policy", "Disclaimer"]);
  await expect(footer.getByTestId("copyright")).toContainText(`© ${new Date().getFullYear()} ${site.companyName}`);
  await expect(footer.getByRole("link", { name: `${site.companyName} home` })).toBeVisible();

  await footer.getByRole("button", { name: "Request Portfolio Access" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Portfolio Access" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("48 hours");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(footer.getByRole("button", { name: "Request Portfolio Access" })).toBeFocused();
}

test.describe("footer", () => {
  test("large layout: every element, four columns", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkFooter(page);
    const cols = await page.getByTestId("site-footer").locator(":scope > div").first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(cols).toBe(4);
  });

  test("medium layout: two columns", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/privacy-policy");
    const cols = await page.getByTestId("site-footer").locator(":scope > div").first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(cols).toBe(2);
  });

  test("small layout: every element, one column", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await checkFooter(page);
    const cols = await page.getByTestId("site-footer").locator(":scope > div").first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(cols).toBe(1);
  });
});

test.describe("footer tap targets (WCAG 2.5.8: 24 × 24 px at least; 44 px here, where it fits)", () => {
  for (const width of [412, 1280]) {
    test(`every link and button is at least 44 × 44 px and none overlaps another, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/privacy-policy");
      const footer = page.getByTestId("site-footer");
      await footer.scrollIntoViewIfNeeded();
      const boxes = await footer.locator("a, button").evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { name: (el.textContent ?? "").trim() || el.getAttribute("aria-label") || el.outerHTML.slice(0, 60), x: r.x, y: r.y, w: r.width, h: r.height };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(14);
      const small = boxes.filter((b) => b.w < 44 || b.h < 44).map((b) => `${b.name}: ${b.w.toFixed(1)} × ${b.h.toFixed(1)}`);
      expect(small).toEqual([]);
      const overlapping: string[] = [];
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          if (a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h) overlapping.push(`${a.name} / ${b.name}`);
        }
      }
      expect(overlapping).toEqual([]);
    });
  }
});
