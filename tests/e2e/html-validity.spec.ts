import { readdirSync } from "node:fs";
import { e2ePort } from "#tests/support/ports.ts";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { openDatabase } from "#app/db/connection.server.ts";
import { storeSubmission } from "#app/infra/repository.server.ts";
import { insightPath, paths } from "#app/config/paths.ts";
import { pages } from "#tests/support/page-table.ts";
import { caseStudy } from "#content/case-study.server.ts";
import { insightCategories } from "#content/insights/categories.ts";
import { startPreviewSite } from "#tests/fakes/preview-site.ts";
import { E2E_ADMIN_PASSWORD } from "#tests/support/global-setup.ts";
import { checkHtml, formatHtmlMessages, type HtmlDocument } from "#tests/support/html-checker.ts";
import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { uiStates, waitForHydration } from "#tests/support/ui-states.ts";

/**
 * Issue 14: every page type passes the W3C HTML checker (vnu.jar, errors only), as the server
 * sends it and in each state a URL or a form post (the no-JavaScript path) reaches, and a few
 * pages again after their scripts ran and their menus and tips opened (scripts add attributes:
 * a popover button must not get aria-expanded at run time either). All documents go to ONE run
 * of the checker: a Java start costs about a second.
 *
 * The shared server serves everything but the open case study, which needs a password and a
 * framable preview site: a server of its own for that.
 */
const PORTFOLIO_PASSWORD = "html-check-portfolio";

/** Warnings that count as errors here: a sandbox its page can remove (issue 14). */
const alsoErrors = [/Setting both “allow-scripts” and “allow-same-origin” is not recommended/];

/**
 * Checker messages that are the checker's mistake, each with its reason. Sonner (the toasts)
 * inserts its stylesheet at run time, holding `--scale: var(--toasts-before) * 0.05 + 1`: a
 * custom property takes any tokens, but the checker's CSS parser rejects the expression.
 */
const checkerMistakes = [
  { document: /\(after scripts\)$/, message: /^CSS: Parse Error\.$/, extract: /\) \* 0\.05 \+ 1;--y:translate/ },
  // The first view's `<link rel="expect" blocking="render">` (app/ui/first-view.tsx): HTML allows
  // `blocking` on a link whose rel is "expect" (added to the standard in 2024, with rel=expect);
  // the checker still knows only rel="stylesheet".
  { document: /./, message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/, extract: /<link rel="expect" href="#first-view-end" blocking="render"\/?>/ },
];

const insightSlugs = readdirSync(path.resolve("content/insights"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.replace(/\.md$/, ""));

async function get(request: APIRequestContext, url: string, status = 200): Promise<string> {
  const res = await request.get(url, { maxRedirects: 0 });
  expect(res.status(), url).toBe(status);
  expect(res.headers()["content-type"], url).toContain("text/html");
  return res.text();
}

async function post(request: APIRequestContext, url: string, form: Record<string, string>, status: number): Promise<string> {
  const res = await request.post(url, { form, maxRedirects: 0 });
  expect(res.status(), `POST ${url}`).toBe(status);
  return res.text();
}

/** A submission in the shared server's inbox, for its detail page. */
async function seedSubmission(): Promise<number | string> {
  const database = await openDatabase(`file:${process.env.E2E_DATA_DIR}/site.db`, { migrate: false });
  try {
    const { id } = await storeSubmission(
      database,
      { form: "contact", source: "contact_form", first_name: "Val", last_name: "Idator", email: `html-check-${Date.now()}@example.com`, phone: null, message: "A message <b>with markup</b>.", payload: "{}", client_hash: "x", user_agent: "html-check" },
      [{ channel: "webhook", target: "http://127.0.0.1:9/unreachable", body: { format: "json", data: {} } }],
    );
    return id;
  } finally {
    await database.close();
  }
}

/** The document as the browser holds it now (after scripts), for the checker. */
async function rendered(page: Page, name: string): Promise<HtmlDocument> {
  return { name: `${name} (after scripts)`, html: await page.content() };
}

// In order, in one worker: the first two tests gather the documents, the last checks them all
// with one start of the checker.
test.describe.configure({ mode: "serial" });
const docs: HtmlDocument[] = [];
const add = (name: string, html: string) => docs.push({ name, html });
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

test("the HTML of every page type, and of each state a URL or a form post reaches", async ({ playwright, baseURL }) => {
  test.setTimeout(60_000);
  // A visitor, an owner and a reader of the case study, each with cookies of their own.
  const visitor = await playwright.request.newContext({ baseURL });
  const owner = await playwright.request.newContext({ baseURL });
  const reader = await playwright.request.newContext({ baseURL: study.url });
  try {
    // Every page of the route table (app/pages.ts) but the owner's and the case study, as sent.
    const urls: [string, string, number][] = [
      ...pages.filter((p) => !p.path.startsWith("/admin") && p.path !== paths.caseStudy).map((p): [string, string, number] => [p.path, p.path, 200]),
      ...insightSlugs.map((slug): [string, string, number] => [insightPath(slug), insightPath(slug), 200]),
      // States reached by URL.
      ["404", "/no-such-page", 404],
      ["insight not found", insightPath("no-such-insight"), 404],
      ["insights-full, a search", `${paths.insightsFull}?search=website`, 200],
      ["insights-full, no result", `${paths.insightsFull}?search=zzqqxxnothing`, 200],
      [`insights-full, a category`, `${paths.insightsFull}?category=${insightCategories[0]!.key}`, 200],
      ["success, an unknown order", `${paths.success}?order=no-such-order`, 200],
      ["case study closed (no password configured)", paths.caseStudy, 200],
    ];
    for (const [name, html] of await Promise.all(urls.map(async ([name, url, status]) => [name, await get(visitor, url, status)] as const))) add(name, html);

    // States reached by a form post (the forms' path without JavaScript).
    const person = { firstName: "Val", lastName: "Idator", email: "val@example.com" };
    for (const page of [paths.contact, paths.getInTouch, paths.chat]) add(`${page}, errors`, await post(visitor, page, { email: "not-an-email" }, 400));
    add(`${paths.contact}, sent`, await post(visitor, paths.contact, { ...person, message: "Hello from the HTML check." }, 200));
    for (const page of [paths.checkoutStrategyCall, paths.checkoutPremium]) {
      add(`${page}, errors`, await post(visitor, page, {}, 400));
      add(`${page}, details without the app`, await post(visitor, page, person, 200));
    }
    add("newsletter, errors", await post(visitor, "/newsletter", { email: "x" }, 400));
    add("newsletter, signed up", await post(visitor, "/newsletter", { ...person, email: `html-check-${Date.now()}@example.com` }, 200));
    add("portfolio request, errors", await post(visitor, paths.portfolioRequest, {}, 400));

    // The case study: locked, a wrong password, open (with its preview frame).
    add("case study locked", await get(reader, paths.caseStudy));
    add("case study, wrong password", await post(reader, paths.caseStudy, { password: "not-it" }, 401));
    await post(reader, paths.caseStudy, { password: PORTFOLIO_PASSWORD }, 303);
    const open = await get(reader, paths.caseStudy);
    expect(open, "the open case study frames its preview").toContain('data-testid="preview-frame"');
    add("case study open", open);

    // The owner's pages: sign-in (and its error), then each page signed in.
    add("admin login", await get(owner, "/admin/login"));
    add("admin login, wrong password", await post(owner, "/admin/login", { password: "not the password" }, 401));
    await post(owner, "/admin/login", { password: E2E_ADMIN_PASSWORD }, 302);
    const submission = await seedSubmission();
    for (const url of ["/admin", "/admin/inbox", "/admin/inbox?q=html-check", `/admin/submissions/${submission}`, "/admin/subscribers", "/admin/orders", "/admin/analytics/views", "/admin/privacy", "/admin/launch", paths.adminInsights, `${paths.adminInsights}?search=website`, paths.adminExclude]) {
      add(`owner ${url}`, await get(owner, url));
    }
    add("owner /admin/analytics/views, a bad filter", await get(owner, "/admin/analytics/views?device=phone&path=x", 400));
    add("owner /admin/privacy, a search", await post(owner, "/admin/privacy", { email: "val@example.com" }, 200));
  } finally {
    await reader.dispose();
    await visitor.dispose();
    await owner.dispose();
  }
});

test("the HTML after scripts ran, with each menu, dialog, tip and the preview open", async ({ page, browser, baseURL }) => {
  // Three page loads that start the app, and six states opened: more than one test's 30 s on a busy machine.
  test.setTimeout(90_000);
  // Scripts add attributes (a popover button must not get aria-expanded at run time either).
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
});

test("every document passes the W3C HTML checker (one run of vnu.jar)", async () => {
  test.setTimeout(60_000);
  expect(docs.length).toBeGreaterThan(50);
  // A document with both faults of issue 14, so that a checker that finds nothing fails here.
  const canary = {
    name: "canary",
    html: '<!doctype html><html lang="en"><title>Canary</title><button type="button" popovertarget="p" aria-expanded="false">Menu</button><div id="p" popover>Panel</div><iframe src="https://example.com/" title="Preview" sandbox="allow-scripts allow-same-origin"></iframe></html>',
  };
  const all = await checkHtml([...docs, canary], { alsoErrors });
  const caught = all.filter((m) => m.document === canary.name).map((m) => m.message);
  expect(caught).toHaveLength(2);
  expect(caught[0]).toMatch(/“aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute/);
  expect(caught[1]).toMatch(alsoErrors[0]!);
  const messages = all.filter(
    (m) => m.document !== canary.name && !checkerMistakes.some((k) => k.document.test(m.document) && k.message.test(m.message) && k.extract.test(m.extract ?? "")),
  );
  expect(messages, `${docs.length} documents checked; the checker's errors:\n${formatHtmlMessages(messages)}`).toEqual([]);
});
