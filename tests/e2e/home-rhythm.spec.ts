import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { testimonials, testimonialsSection } from "#content/testimonials.ts";
import { paths } from "#content/paths.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { layOutEverySection } from "#tests/support/a11y.ts";

/**
 * Issue 48, section 3: home reads as fewer, stronger bands with varied layouts, its proof has
 * weight, and every band above the offers earns its height. (SPEC's order of sections is held
 * by home.spec.ts; the Essential Build's flow, pillars and case-study link by build-page.spec.ts.)
 */

// axe is injected with addScriptTag, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true });

/**
 * Where the strategy options start at 1280 px. Before issue 48's third pass: 6,532 px of a
 * 9,701 px page; after it, 5,698 px (measured with every section laid out). The bound leaves
 * ~300 px for the face's metrics (the brand face replaces the fallback on a first view, issue 48
 * section 1, and rewraps a few lines) and fails if any band above the offers grows back to
 * its old height.
 */
const OFFERS_TOP_MAX_1280 = 6000;

const sectionTop = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test.describe("home at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the offers start within the bound: the bands above them are tighter", async ({ page }) => {
    await page.goto(paths.home);
    await layOutEverySection(page);
    const top = await sectionTop(page, "strategy-options");
    expect(top, `the strategy options start at ${Math.round(top)} px`).toBeLessThanOrEqual(OFFERS_TOP_MAX_1280);
  });

  test("the layouts vary: no two neighbouring bands both open with a centred heading", async ({ page }) => {
    await page.goto(paths.home);
    await layOutEverySection(page);
    // Every band with a heading of its own, in page order, and whether that heading is centred.
    const bands = await page.locator("main [data-section]").evaluateAll((els) =>
      els.flatMap((el) => {
        const h2 = el.querySelector("h2");
        return h2 ? [{ name: el.getAttribute("data-section")!, centred: getComputedStyle(h2).textAlign === "center" }] : [];
      }),
    );
    const offers = bands.findIndex((b) => b.name === "strategy-options");
    const before = bands.slice(0, offers);
    expect(before.length).toBeGreaterThan(6);
    for (let i = 1; i < before.length; i++) {
      expect(before[i - 1]!.centred && before[i]!.centred, `${before[i - 1]!.name} and ${before[i]!.name} both centred`).toBe(false);
    }
  });

  test("one client's words set large, with the rating, the author and the kind of business", async ({ page }) => {
    await page.goto(paths.home);
    const quoted = testimonials.find((t) => t.author === testimonialsSection.pullQuoteAuthor)!;
    const pull = page.locator("#testimonials").getByTestId("pull-quote");
    await expect(pull.locator("blockquote")).toHaveText(`“${quoted.quote}”`);
    await expect(pull.getByRole("img", { name: `Rated ${quoted.rating} out of 5` })).toBeVisible();
    await expect(pull.locator("figcaption")).toContainText(quoted.author);
    await expect(pull.locator("figcaption")).toContainText(quoted.role);
    // Set large: bigger than a carousel card's quote.
    const size = (sel: string) => page.locator(sel).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size('[data-testid="pull-quote"] blockquote')).toBeGreaterThanOrEqual(1.4 * (await size("[data-slide] blockquote")));
    // The average beside it is the reviews' own.
    const average = (testimonials.reduce((sum, t) => sum + t.rating, 0) / testimonials.length).toFixed(1);
    await expect(page.getByTestId("average-rating")).toContainText(average);
    await expect(page.getByTestId("average-rating")).toContainText(testimonialsSection.ratingText(testimonials.length));
    // Still the carousel of eight under it (SPEC §2).
    await expect(page.locator("#testimonials [data-slide]")).toHaveCount(testimonials.length);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of [paths.home, paths.build]) {
    test(`${path}: no sideways scroll, axe clean`, async ({ page }) => {
      await page.goto(path);
      await layOutEverySection(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `the page scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${path} at 375 px`);
    });
  }
});
