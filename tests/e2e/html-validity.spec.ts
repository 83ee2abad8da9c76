import { e2ePort } from "#tests/support/ports.ts";
import { paths } from "#app/config/paths.ts";
import { caseStudy } from "#content/case-study.server.ts";
import { startPreviewSite } from "#tests/fakes/preview-site.ts";
import { checkSiteHtml, formatHtmlMessages, type HtmlDocument } from "#tests/support/html-checker.ts";
import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { uiStates, waitForHydration } from "#tests/support/ui-states.ts";

/**
 * Issue 14: pages pass the W3C HTML checker (vnu.jar, errors only) after their scripts ran and
 * their menus, dialogs and tips opened: scripts add attributes (a popover button must not get
 * aria-expanded at run time either). The documents as the server sends them, and each state a
 * URL or a form post reaches, are checked without a browser: tests/integration/html-validity.test.ts.
 *
 * The shared server serves everything but the open case study, which needs a password and a
 * framable preview site: a server of its own for that.
 */
const PORTFOLIO_PASSWORD = "html-check-portfolio";

/** The document as the browser holds it now (after scripts), for the checker. */
async function rendered(page: Page, name: string): Promise<HtmlDocument> {
  return { name: `${name} (after scripts)`, html: await page.content() };
}

let preview: Awaited<ReturnType<typeof startPreviewSite>>;
let study: RunningServer;

test.beforeAll(async () => {
  preview = await startPreviewSite();
  study = await startServer({ port: e2ePort() + 63, name: "html-validity", env: { PORTFOLIO_PASSWORD, PORTFOLIO_PREVIEW_URL: preview.url } });
});
test.afterAll(async () => {
  await study?.stop();
  await preview?.stop();
});

test("the HTML after scripts ran, with each menu, dialog, tip and the preview open, passes the W3C HTML checker", async ({ page, browser, baseURL }) => {
  // Three page loads that start the app, six states opened, and a run of the checker: more than
  // one test's 30 s on a busy machine.
  test.setTimeout(120_000);
  const docs: HtmlDocument[] = [];
  // One load of the home page for the chrome's states, one after the other.
  await page.goto("/");
  for (const state of uiStates.filter((s) => !s.name.startsWith("cookie"))) {
    await page.setViewportSize(state.viewport);
    const opened = await state.open(page);
    if ("skipped" in opened) continue;
    docs.push(await rendered(page, `home, ${state.name}`));
    await page.keyboard.press("Escape");
    await expect(opened).toBeHidden();
  }
  const tip = page.getByRole("button", { name: /^More about / }).first();
  await tip.click();
  await expect(page.locator("[data-info-tip-text]:popover-open")).toHaveCount(1);
  docs.push(await rendered(page, "home, an info tip open"));

  // The cookie states are a first visit's (no stored choice): a context without cookies.
  const firstVisit = await browser.newContext({ baseURL });
  const tab = await firstVisit.newPage();
  await tab.goto("/");
  await waitForHydration(tab);
  for (const state of uiStates.filter((s) => s.name.startsWith("cookie"))) {
    await tab.setViewportSize(state.viewport);
    const opened = await state.open(tab);
    if (!("skipped" in opened)) docs.push(await rendered(tab, `home, ${state.name}`));
  }
  await firstVisit.close();

  await page.goto(study.url + paths.caseStudy);
  await page.getByLabel("Password").fill(PORTFOLIO_PASSWORD);
  await page.getByRole("button", { name: "View Case Study" }).click();
  await page.getByRole("button", { name: caseStudy.preview.open }).click();
  await expect(page.getByTestId("preview-frame")).toBeVisible();
  docs.push(await rendered(page, "case study, preview open"));

  expect(docs.length, "states opened").toBeGreaterThan(5);
  const { errors } = await checkSiteHtml(docs);
  expect(errors, `${docs.length} documents checked; the checker's errors:\n${formatHtmlMessages(errors)}`).toEqual([]);
});
