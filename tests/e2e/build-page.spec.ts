import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { ESSENTIAL_FLOW } from "#app/config/constants.ts";
import { flowState } from "#app/features/marketing/flow-state.ts";
import { buildContent } from "#content/build.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { layOutEverySection } from "#tests/support/a11y.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { site } from "#content/site.ts";

// axe is injected with addScriptTag, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });

const sectionOrder = ["hero", "benefits", "essential-flow", "growth", "fit", "how-it-works", "waitlist", "final-cta"];
const flow = (page: Page) => page.locator("#essential-flow");
const steps = (page: Page) => flow(page).locator("[data-flow-steps] > li");

/** Scrolls so that `progress` (0..1, or beyond) of the flow's scroll travel is done; returns the step SPEC expects. */
async function scrollFlowTo(page: Page, progress: number) {
  const { top, height, vh } = await flow(page).evaluate((el) => ({
    top: el.getBoundingClientRect().top + window.scrollY,
    height: el.getBoundingClientRect().height,
    vh: window.innerHeight,
  }));
  const y = Math.round(top + progress * (height - vh));
  await page.evaluate((to) => window.scrollTo({ top: to, behavior: "instant" }), y);
  return flowState(top - y, height, vh);
}

async function expectStepShown(page: Page, index: number) {
  await expect(flow(page)).toHaveAttribute("data-flow-step", String(index));
  await expect(steps(page).nth(index)).toHaveAttribute("aria-current", "step");
  await expect(steps(page).nth(index)).toHaveCSS("opacity", "1");
  for (let i = 0; i < ESSENTIAL_FLOW.steps; i++) {
    if (i !== index) await expect(steps(page).nth(i)).toHaveCSS("opacity", "0");
  }
  await expect(steps(page).nth(index)).toBeInViewport();
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

  test("the Essential Flow shows the step for the scroll position: first, middle, last, capped", async ({ page }) => {
    await page.goto("/the-essential-build");
    const vh = 800;
    const height = await flow(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(ESSENTIAL_FLOW.viewportHeights * vh);
    await expect(flow(page)).toHaveAttribute("data-flow-active", "false");

    // Just before the section: not active, first step.
    await scrollFlowTo(page, -0.05);
    await expect(flow(page)).toHaveAttribute("data-flow-active", "false");
    await expect(flow(page)).toHaveAttribute("data-flow-step", "0");

    const cases = [
      { progress: 0, step: 0 },
      { progress: 0.1, step: 0 },
      { progress: 0.2, step: 1 },
      { progress: 0.5, step: 3 },
      { progress: 0.7, step: 4 },
      { progress: 0.9, step: 5 },
      { progress: 1, step: 5 },
    ];
    for (const c of cases) {
      const expected = await scrollFlowTo(page, c.progress);
      expect(expected.index, `SPEC's formula at ${c.progress}`).toBe(c.step);
      await expect(flow(page)).toHaveAttribute("data-flow-active", "true");
      await expectStepShown(page, c.step);
      if (c.progress === 0.5) await expectNoAxeViolations(page, "flow, middle step");
    }
    await expectNoAxeViolations(page, "flow, last step");

    // Past the section: no longer active, still capped at the last step.
    await scrollFlowTo(page, 1.3);
    await expect(flow(page)).toHaveAttribute("data-flow-active", "false");
    await expect(flow(page)).toHaveAttribute("data-flow-step", "5");
    // And back up again.
    await scrollFlowTo(page, 0.35);
    await expectStepShown(page, 2);
  });

  test("under prefers-reduced-motion all six steps read as a list", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/the-essential-build");
    const height = await flow(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(ESSENTIAL_FLOW.viewportHeights * 800);
    await scrollFlowTo(page, 0.5);
    for (let i = 0; i < 6; i++) {
      await expect(steps(page).nth(i)).toHaveCSS("opacity", "1");
      await expect(steps(page).nth(i)).not.toHaveAttribute("aria-current", "step");
    }
    await expect(flow(page)).toHaveAttribute("data-flow-active", "false");
    await steps(page).nth(5).scrollIntoViewIfNeeded();
    await expect(steps(page).nth(5)).toBeInViewport();
    await expectNoAxeViolations(page, "flow, reduced motion");
  });

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
    await scrollFlowTo(page, 0.5);
    await expectStepShown(page, 3);
    await expectNoAxeViolations(page, "draft build page");
  });
});
