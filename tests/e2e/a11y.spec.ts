import { expect, test } from "#tests/support/fixtures.ts";
import { pages } from "#app/pages.ts";
import { axeViolations, formatViolations } from "#tests/support/a11y.ts";
import { uiStates, waitForHydration } from "#tests/support/ui-states.ts";

/**
 * Issue #3: no axe-core violation (WCAG 2.2 A and AA rules) on any page as loaded, nor with a
 * dialog, the drawer or the dropdown open. axe is injected as a script: the test browser
 * bypasses the CSP that would (rightly) refuse it.
 */
test.use({ bypassCSP: true });

const extraPages = [
  { path: "/no-such-page-a11y", label: "the 404 page" },
  { path: "/insights/no-such-insight", label: "an unknown insight" },
  { path: "/insights/why-im-moving-clients-off-wordpress", label: "an insight" },
];

test.describe("accessibility (axe) as loaded", () => {
  for (const { path, label } of [...pages.map((p) => ({ path: p.path, label: p.path })), ...extraPages]) {
    test(`${label}: no violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(formatViolations(await axeViolations(page))).toEqual([]);
    });
  }
});

// Most visitors are on phones, where wide content scrolls inside its own box (the cookie table:
// such a box must take focus, or a keyboard cannot scroll it).
test.describe("accessibility (axe) as loaded on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { path } of pages) {
    test(`${path} at 390 px: no violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(formatViolations(await axeViolations(page))).toEqual([]);
    });
  }
});

test.describe("accessibility (axe) with the chrome's overlays open", () => {
  for (const state of uiStates) {
    test.describe(() => {
      // The cookie states are a first visit's (no stored choice), so that the banner shows (issue #15).
      if (state.name.startsWith("cookie")) test.use({ consentGiven: false });
      test(`${state.name}: no violations`, async ({ page }) => {
        await page.setViewportSize(state.viewport);
        await page.goto("/privacy-policy");
        await waitForHydration(page);
        const opened = await state.open(page);
        test.skip("skipped" in opened, `${state.name}: ${"skipped" in opened ? opened.skipped : ""}`);
        expect(formatViolations(await axeViolations(page))).toEqual([]);
      });
    });
  }
});
