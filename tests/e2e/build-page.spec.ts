import { expect, test, type Locator, type Page } from "#tests/support/fixtures.ts";
import { ESSENTIAL_FLOW } from "#app/config/layout.ts";
import { flowState } from "#app/features/marketing/flow-state.ts";
import { buildContent } from "#content/build.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { layOutEverySection } from "#tests/support/a11y.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { site } from "#content/site.ts";
import { paths } from "#content/paths.ts";

// axe is injected with addScriptTag, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });

const sectionOrder = ["hero", "benefits", "essential-flow", "growth", "fit", "how-it-works", "waitlist", "final-cta"];
const flow = (page: Page) => page.locator("#essential-flow");
const steps = (page: Page) => flow(page).locator("[data-flow-steps] > li");

/** Scrolls so that `progress` (0..1, or beyond) of the list of steps has passed the reading line; returns the state SPEC's formula gives. */
async function scrollFlowTo(page: Page, progress: number) {
  const { top, height, vh } = await flow(page)
    .locator("[data-flow-steps]")
    .evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, height: el.getBoundingClientRect().height, vh: window.innerHeight }));
  const y = Math.max(0, Math.round(top - vh * ESSENTIAL_FLOW.readingLine + progress * height));
  await page.evaluate((to) => window.scrollTo({ top: to, behavior: "instant" }), y);
  return flowState(top - y, height, vh);
}

/** The step marked current; every step stays drawn and readable (none faded out). */
async function expectStepShown(page: Page, index: number) {
  await expect(flow(page)).toHaveAttribute("data-flow-step", String(index));
  await expect(steps(page).nth(index)).toHaveAttribute("aria-current", "step");
  await expect(steps(page).nth(index)).toHaveAttribute("data-current", "true");
  await expect(flow(page).locator('[aria-current="step"]')).toHaveCount(1);
  for (let i = 0; i < ESSENTIAL_FLOW.steps; i++) await expect(steps(page).nth(i)).toHaveCSS("opacity", "1");
}

/** Boxes of the elements, grouped into rows by their top edge. */
async function rowsOf(items: Locator) {
  const boxes = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), width: r.width })));
  const rows = new Map<number, number[]>();
  for (const b of boxes) rows.set(b.top, [...(rows.get(b.top) ?? []), b.width]);
  return [...rows.values()];
}

test.describe("The Essential Build", () => {
  test("sections in order, the facts SPEC requires, and the final call to action", async ({ page, baseURL }) => {
    await page.goto("/the-essential-build");
    expect(await page.locator("main [data-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section")))).toEqual(sectionOrder);
    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId("build-timeline")).toHaveText("Build timeline: 6-8 weeks");
    await expect(main).not.toContainText("8-12 weeks");
    await expect(page.locator('[data-section="benefits"] li')).toHaveCount(3);
    await expect(steps(page)).toHaveCount(6);
    // The text as read: innerText leaves out sections not laid out yet.
    await layOutEverySection(page);
    const text = (await main.innerText()).toLowerCase();
    for (const fact of ["custom-coded", "no plug-ins", "no page builders", "you own", "a strategy session is required before any build", "fully credited toward", "limited in number each year", "waitlist", "a written proposal follows the session"]) {
      expect(text, fact).toContain(fact);
    }
    await expect(page.locator('[data-section="growth"] blockquote')).toBeVisible();
    await expect(page.locator('[data-fit="not"] li')).toHaveCount(4);
    await expect(page.locator('[data-fit="perfect"] li')).toHaveCount(4);
    await expect(page.locator('[data-section="how-it-works"] ol > li')).toHaveCount(4);
    await expect(page.getByTestId("waitlist-note")).toContainText("waitlist");
    await expect(page.locator('[data-section="waitlist"] figure blockquote')).toBeVisible();
    const final = page.locator('[data-section="final-cta"]').getByRole("link", { name: "Start with a Strategy Session" });
    await expect(final).toHaveAttribute("href", "/strategy-prep");
    // Indexed on the site's own host (the tests' 127.0.0.1 is told noindex, as every host but the site's).
    const own = (await rawRequest(baseURL!, { path: "/the-essential-build", headers: { host: new URL(site.url).host } })).body.toString();
    expect(/<meta name="robots" content="([^"]*)"/.exec(own)?.[1]).toBe("index, follow");
    await expectNoAxeViolations(page, "build page, top");
    await final.click();
    await expect(page).toHaveURL(/\/strategy-prep$/);
  });

  test("the Essential Flow shows all six steps within two screens (1280 px), nothing pinned", async ({ page }) => {
    await page.goto("/the-essential-build");
    await layOutEverySection(page);
    const vh = 800;
    // Issue 48: SPEC's pinned section took ~5,400 px of scrolling, one card in a dark void.
    const box = (await flow(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(2 * vh);
    for (let i = 0; i < ESSENTIAL_FLOW.steps; i++) {
      const step = (await steps(page).nth(i).boundingBox())!;
      expect(step.y - box.y, `step ${i + 1}'s top within the section's first two screens`).toBeLessThan(2 * vh);
      expect(step.y + step.height).toBeLessThanOrEqual(box.y + box.height);
      await expect(steps(page).nth(i)).toHaveCSS("opacity", "1");
    }
    // Nothing on the page pins itself over a scroll longer than two screens.
    const pinned = await page.locator("main *").evaluateAll((els) =>
      els.filter((e) => ["sticky", "fixed"].includes(getComputedStyle(e).position)).map((e) => ({ tag: e.tagName, span: e.parentElement!.getBoundingClientRect().height })),
    );
    for (const p of pinned) expect(p.span, `${p.tag} pinned over its parent`).toBeLessThanOrEqual(2 * vh);
  });

  test("the step at the reading line is marked as the visitor scrolls: first, middle, last, capped", async ({ page }) => {
    await page.goto("/the-essential-build");
    await expect(flow(page)).toHaveAttribute("data-flow-active", "false");
    await expect(flow(page).locator('[aria-current="step"]')).toHaveCount(0);
    const cases = [
      { progress: 0, step: 0 },
      { progress: 0.1, step: 0 },
      { progress: 0.2, step: 1 },
      // Off the steps' boundaries (0.5 × 6 is exactly 3): the scroll is a whole pixel, which can
      // land a fraction of a pixel before a boundary, and the step before it is then the right one.
      { progress: 0.55, step: 3 },
      { progress: 0.7, step: 4 },
      { progress: 0.9, step: 5 },
      { progress: 1.2, step: 5 },
    ];
    for (const c of cases) {
      const expected = await scrollFlowTo(page, c.progress);
      expect(expected.index, `SPEC's formula at ${c.progress}`).toBe(c.step);
      await expect(flow(page)).toHaveAttribute("data-flow-active", "true");
      await expectStepShown(page, c.step);
      if (c.progress === 0.55) await expectNoAxeViolations(page, "flow, middle step");
    }
    // And back up again.
    await scrollFlowTo(page, 0.35);
    await expectStepShown(page, 2);
  });

  test("under prefers-reduced-motion all six steps read as a list, none marked", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/the-essential-build");
    await scrollFlowTo(page, 0.5);
    for (let i = 0; i < 6; i++) {
      await expect(steps(page).nth(i)).toHaveCSS("opacity", "1");
      await expect(steps(page).nth(i)).not.toHaveAttribute("aria-current", "step");
      await expect(steps(page).nth(i)).toBeInViewport();
    }
    await expect(flow(page)).toHaveAttribute("data-flow-active", "false");
    await expectNoAxeViolations(page, "flow, reduced motion");
  });

  test("the case study is linked under the six steps", async ({ page }) => {
    await page.goto("/the-essential-build");
    const link = flow(page).getByRole("link", { name: buildContent("standard").flow.proof.title });
    await expect(link).toHaveAttribute("href", paths.caseStudy);
    await expect(flow(page).getByTestId("case-study-link")).toContainText(buildContent("standard").flow.proof.access);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${paths.caseStudy}$`));
  });

  for (const width of [768, 1024]) {
    test(`the three pillars at ${width} px: one row, no card alone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/the-essential-build");
      const rows = await rowsOf(page.locator('[data-section="benefits"] ul > li'));
      expect(rows.map((r) => r.length)).toEqual([3]);
    });
  }

  test("without JavaScript all six steps read as a list", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto("/the-essential-build");
    for (let i = 0; i < 6; i++) {
      await steps(page).nth(i).scrollIntoViewIfNeeded();
      await expect(steps(page).nth(i)).toBeVisible();
      await expect(steps(page).nth(i)).toHaveCSS("opacity", "1");
    }
    await context.close();
  });
});

test.describe("The Essential Build, draft variant", () => {
  test("the same page with the 8-12 week timeline, kept out of search", async ({ page }) => {
    await page.goto("/the-essential-build-draft");
    expect(await page.locator("main [data-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section")))).toEqual(sectionOrder);
    await expect(page.getByTestId("build-timeline")).toHaveText("Build timeline: 8-12 weeks");
    await expect(page.locator("main")).not.toContainText("6-8 weeks");
    const draft = buildContent("draft");
    await expect(page.locator("#essential-flow-heading")).toHaveText(draft.flow.heading);
    await expect(page.locator("main")).toContainText(draft.flow.lead);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await scrollFlowTo(page, 0.55);
    await expectStepShown(page, 3);
    await expectNoAxeViolations(page, "draft build page");
  });
});
