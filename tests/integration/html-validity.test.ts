import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { storeSubmission } from "#app/infra/repository.server.ts";
import { insightPath, paths } from "#app/config/paths.ts";
import { insightCategories } from "#content/insights/categories.ts";
import { startPreviewSite } from "#tests/fakes/preview-site.ts";
import { ensureBuild } from "#tests/support/build.ts";
import { checkSiteHtml, formatHtmlMessages, type HtmlDocument } from "#tests/support/html-checker.ts";
import { pages } from "#tests/support/page-table.ts";
import { suitePort } from "#tests/support/ports.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";

/**
 * Issue 14: every page type passes the W3C HTML checker (vnu.jar, errors only) as the server
 * sends it, and in each state a URL or a form post (the no-JavaScript path) reaches. It opens no
 * page, so it runs here and not in the browser suite (issue 49, item 9); the documents as they are
 * after their scripts ran are tests/e2e/html-validity.spec.ts's. All documents go to ONE run of
 * the checker: a Java start costs about a second.
 *
 * Two servers: the site, with an owner's password and no case study configured (its closed
 * state), and one whose case study opens with a password and frames a preview site.
 */
const ADMIN_PASSWORD = "html-check-owner";
const PORTFOLIO_PASSWORD = "html-check-portfolio";

const insightSlugs = readdirSync(path.resolve("content/insights"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.replace(/\.md$/, ""));

/** A visitor, an owner or a reader of the case study: a browser's cookies, kept between requests. */
class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  private async send(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(this.base + url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
    return res;
  }

  async get(url: string, status = 200): Promise<string> {
    const res = await this.send(url, {});
    const body = await res.text();
    expect(res.status, url).toBe(status);
    expect(res.headers.get("content-type"), url).toContain("text/html");
    return body;
  }

  async post(url: string, form: Record<string, string>, status: number): Promise<string> {
    const res = await this.send(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() });
    const body = await res.text();
    expect(res.status, `POST ${url}`).toBe(status);
    return body;
  }
}

let site: RunningServer;
let study: RunningServer;
let preview: Awaited<ReturnType<typeof startPreviewSite>>;

beforeAll(async () => {
  await ensureBuild();
  preview = await startPreviewSite();
  [site, study] = await Promise.all([
    startServer({ port: suitePort("HTML_VALIDITY"), name: "html-validity-site", env: { FORM_RATE_LIMIT_MAX: "100000", ADMIN_PASSWORD, LOG_LEVEL: "warn" } }),
    startServer({ port: suitePort("HTML_VALIDITY") + 1, name: "html-validity-study", env: { PORTFOLIO_PASSWORD, PORTFOLIO_PREVIEW_URL: preview.url, LOG_LEVEL: "warn" } }),
  ]);
}, 600_000);
afterAll(async () => {
  await Promise.all([site?.stop(), study?.stop(), preview?.stop()]);
});

/** A submission in the site's inbox, for its detail page. */
async function seedSubmission(): Promise<number | string> {
  const database = await openDatabase(`file:${site.dataDir}/site.db`, { migrate: false });
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

it("every page type, and each state a URL or a form post reaches, passes the W3C HTML checker", { timeout: 120_000 }, async () => {
  const docs: HtmlDocument[] = [];
  const add = (name: string, html: string) => docs.push({ name, html });
  const visitor = new Visitor(site.url);
  const owner = new Visitor(site.url);
  const reader = new Visitor(study.url);

  // Every page of the route table but the owner's and the case study, as sent.
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
  for (const [name, html] of await Promise.all(urls.map(async ([name, url, status]) => [name, await visitor.get(url, status)] as const))) add(name, html);

  // States reached by a form post (the forms' path without JavaScript).
  const person = { firstName: "Val", lastName: "Idator", email: "val@example.com" };
  for (const page of [paths.contact, paths.getInTouch, paths.chat]) add(`${page}, errors`, await visitor.post(page, { email: "not-an-email" }, 400));
  add(`${paths.contact}, sent`, await visitor.post(paths.contact, { ...person, message: "Hello from the HTML check." }, 200));
  for (const page of [paths.checkoutStrategyCall, paths.checkoutPremium]) {
    add(`${page}, errors`, await visitor.post(page, {}, 400));
    add(`${page}, details without the app`, await visitor.post(page, person, 200));
  }
  add("newsletter, errors", await visitor.post("/newsletter", { email: "x" }, 400));
  add("newsletter, signed up", await visitor.post("/newsletter", { ...person, email: `html-check-${Date.now()}@example.com` }, 200));
  add("portfolio request, errors", await visitor.post(paths.portfolioRequest, {}, 400));

  // The case study: locked, a wrong password, open (with its preview frame).
  add("case study locked", await reader.get(paths.caseStudy));
  add("case study, wrong password", await reader.post(paths.caseStudy, { password: "not-it" }, 401));
  await reader.post(paths.caseStudy, { password: PORTFOLIO_PASSWORD }, 303);
  const open = await reader.get(paths.caseStudy);
  expect(open, "the open case study frames its preview").toContain('data-testid="preview-frame"');
  add("case study open", open);

  // The owner's pages: sign-in (and its error), then each page signed in.
  add("admin login", await owner.get("/admin/login"));
  add("admin login, wrong password", await owner.post("/admin/login", { password: "not the password" }, 401));
  await owner.post("/admin/login", { password: ADMIN_PASSWORD }, 302);
  const submission = await seedSubmission();
  for (const url of ["/admin", "/admin/inbox", "/admin/inbox?q=html-check", `/admin/submissions/${submission}`, "/admin/subscribers", "/admin/orders", "/admin/analytics/views", "/admin/privacy", "/admin/launch", paths.adminInsights, `${paths.adminInsights}?search=website`, paths.adminExclude]) {
    add(`owner ${url}`, await owner.get(url));
  }
  add("owner /admin/analytics/views, a bad filter", await owner.get("/admin/analytics/views?device=phone&path=x", 400));
  add("owner /admin/privacy, a search", await owner.post("/admin/privacy", { email: "val@example.com" }, 200));

  expect(docs.length).toBeGreaterThan(50);
  const { errors } = await checkSiteHtml(docs);
  expect(errors, `${docs.length} documents checked; the checker's errors:\n${formatHtmlMessages(errors)}`).toEqual([]);
});
