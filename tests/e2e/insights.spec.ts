import { expect, test, type Page } from "#tests/support/fixtures.ts";
import type { Route } from "@playwright/test";
import { anyIslandAwake } from "#tests/support/island-chunks.ts";
import { openDatabase } from "#app/db/connection.server.ts";
import { listSubscribers } from "#app/infra/repository.server.ts";
import { axeViolations, formatViolations } from "#tests/support/a11y.ts";
import { E2E_ADMIN_PASSWORD } from "#tests/support/global-setup.ts";
import { site } from "#content/site.ts";
import { pages } from "#tests/support/page-table.ts";
import { categoryPill } from "#app/features/insights/category-pill.ts";
import { INDEX_RETRY_MS, INDEX_TIMEOUT_MS } from "#app/features/insights/insights-filter.enhancer.ts";
import { insightCategories } from "#content/insights/categories.ts";
import { loadInsights } from "#tools/insights/load-insights.ts";

/**
 * Issue 13: the Insights pages as SPEC §2 describes them, with JavaScript and (search) without.
 * Crawler-facing checks (sitemap, feeds, metadata, JSON-LD) are in tests/integration/seo.test.ts.
 */
test.use({ bypassCSP: true }); // axe is injected as a script (tests/e2e/a11y.spec.ts)

const FEATURED = "why-im-moving-clients-off-wordpress";
const COOKIE = "cookie-consent-compliance-exposes-cms-website-flaws";
const STORY = "the-many-chapters-of-my-professional-story";
/** The published insights as the build reads them, newest first: the counts below come from them, not from a number written here. */
const published = loadInsights("content/insights").map((i) => i.frontMatter);
const featuredCount = published.filter((i) => i.featured).length;
const inCategory = (key: string) => published.filter((i) => i.category === key).length;
/** SPEC §5's search, written out on its own: a substring of the title, excerpt or a tag, any case. */
const matching = (query: string) => published.filter((i) => [i.title, i.excerpt, ...i.tags].some((t) => t.toLowerCase().includes(query.toLowerCase()))).length;
const found = (n: number, rest = "") => `${n === 0 ? "No insights found" : `${n} insight${n === 1 ? "" : "s"} found`}${rest}`;

/**
 * Rows with no hole: the shown cards of a grid, grouped by row, each row running from the grid's
 * left edge to its right edge (within a pixel or two).
 */
async function rowsOf(page: Page, grid: string): Promise<{ cards: number; full: boolean }[]> {
  return page.locator(grid).evaluate((g) => {
    const box = g.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const c of g.children) {
      if ((c as HTMLElement).hidden || getComputedStyle(c).display === "none") continue;
      const r = c.getBoundingClientRect();
      const key = Math.round(r.top);
      rows.set(key, [...(rows.get(key) ?? []), r]);
    }
    return [...rows.values()].map((rs) => ({
      cards: rs.length,
      full: Math.abs(Math.min(...rs.map((r) => r.left)) - box.left) <= 2 && Math.abs(Math.max(...rs.map((r) => r.right)) - box.right) <= 2,
    }));
  });
}

const card = (page: Page, slug: string) => page.locator(`[data-insight-card]:has(a[href="/insights/${slug}"])`);
const visibleCards = (page: Page) => page.locator("[data-insight-card]:visible");

test("/insights: hero, featured (large), 'All Insights' grid, cards as SPEC lists them, then the Insights sign-up", async ({ page }) => {
  await page.goto("/insights");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Strategic Insights");
  await expect(main.getByRole("link", { name: "Get Your Custom Strategy" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  const featured = main.getByRole("region", { name: "Featured Insights" });
  await expect(featured.locator("[data-insight-card]")).toHaveCount(Math.min(featuredCount, 3));
  const all = main.getByRole("region", { name: "All Insights" });
  await expect(all.getByRole("heading", { level: 2 })).toHaveText("All Insights");
  // Newest first; the same day, the newer id first (SPEC's two of the same day among them).
  const rest = published.filter((i) => !published.filter((f) => f.featured).slice(0, 3).includes(i));
  await expect(all.locator("[data-insight-card] h3")).toHaveText(rest.map((i) => i.title));
  const titles = rest.map((i) => i.title);
  expect(titles.indexOf("The Many Chapters of My Professional Story")).toBe(titles.indexOf("Cookie Consent Compliance Exposes the Flaws in CMS Websites") - 1);
  // Three columns on a desktop; whatever the count, no row is left with a hole.
  const rows = await rowsOf(page, "main section[aria-labelledby='all-heading'] .insight-grid");
  expect(Math.max(...rows.map((r) => r.cards))).toBe(Math.min(3, rest.length));
  expect(rows.every((r) => r.full), JSON.stringify(rows)).toBe(true);

  const lead = card(page, FEATURED);
  await expect(lead.getByText("Strategy", { exact: true })).toHaveClass(/bg-blue-100/);
  await expect(lead.getByText("Featured", { exact: true })).toBeVisible();
  await expect(lead).toContainText("Jordan Avery");
  await expect(lead.locator("time")).toHaveText("May 26, 2025");
  await expect(lead).toContainText("15 min read");
  await expect(lead.getByRole("heading", { level: 3 })).toHaveText("Why I'm Moving Clients Off WordPress (and What We Build Instead)");
  await expect(lead.locator('[data-field="excerpt"]')).toHaveCSS("-webkit-line-clamp", "3");
  await expect(lead.locator('[data-field="tag"]:visible')).toHaveText(["WordPress", "Website Strategy", "AI Development"]);
  await expect(lead.getByRole("link", { name: "Read Full Insight" })).toHaveAttribute("href", `/insights/${FEATURED}`);
  await expect(lead.locator("img")).toHaveAttribute("alt", "");
  const security = card(page, COOKIE);
  await expect(security.getByText("Security", { exact: true })).toHaveClass(/bg-blue-100/);
  await expect(security.getByText("Featured", { exact: true })).toHaveCount(0);
  await expect(security.locator("time")).toHaveText("June 7, 2025");

  await expect(page.getByTestId("insights-newsletter")).toBeVisible();
  await expect(page.getByTestId("footer-newsletter")).toHaveCount(0);
});

test("from another page to the Insights and on to an article: each a page of its own, complete as it arrives", async ({ page }) => {
  await page.goto("/confirmation");
  await page.getByRole("main").getByRole("link", { name: "Explore the Insights" }).click();
  await expect(page.getByRole("heading", { name: "Featured Insights" })).toBeVisible();
  await expect(page).toHaveURL(/\/insights$/);

  await card(page, COOKIE).getByRole("link", { name: "Read Full Insight" }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/${COOKIE}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Consent Compliance Exposes the Flaws in CMS Websites");
  await expect(page.locator("#insight-body h2#what-consent-actually-requires")).toBeVisible();
  await expect(page).toHaveTitle("Cookie Consent Compliance Exposes the Flaws in CMS Websites | Jordan Avery");
});

test("/insights-full with JavaScript: counts, search and categories filter at each keystroke, without starting the app", async ({ page }) => {
  await page.goto("/insights-full", { waitUntil: "domcontentloaded" });
  const main = page.getByRole("main");
  await expect(main.getByText(`${published.length} Expert Insights`)).toBeVisible();
  // Singular for one (issue 48: '1 Featured Articles').
  await expect(main.getByText(`${featuredCount} Featured ${featuredCount === 1 ? "Article" : "Articles"}`, { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Get Your Custom Strategy" })).toHaveAttribute("href", "/#strategy-options");
  const search = main.getByRole("searchbox", { name: "Search insights" });
  await expect(search).toHaveAttribute("placeholder", "Search insights by title, content, or tags...");
  const categories = main.getByRole("group", { name: "Categories" }).getByRole("button");
  await expect(categories).toHaveText(["All Insights", "Strategy", "Technology", "Security", "Growth", "Lovable Series"]);
  await expect(categories.first()).toHaveAttribute("aria-pressed", "true");
  const line = main.locator("[data-result-line]");
  await expect(line).toHaveText(found(published.length));
  await expect(page.locator("form[data-enhanced~='insights-filter']")).toBeAttached();

  await search.pressSequentially("COOKIE");
  expect(matching("COOKIE")).toBe(1);
  await expect(line).toHaveText('1 insight found for "COOKIE"');
  await expect(visibleCards(page)).toHaveCount(1);
  await expect(card(page, COOKIE)).toBeVisible();
  await expect(page).toHaveURL(/\/insights-full\?search=COOKIE$/);
  // The filter works in the page alone: typing woke no island.
  expect(await anyIslandAwake(page)).toBe(false);

  await categories.filter({ hasText: "Strategy" }).click();
  await expect(line).toHaveText('No insights found for "COOKIE" in Strategy');
  await expect(main.getByText("Try adjusting your search terms or browse different categories to discover valuable insights.")).toBeVisible();
  await expect(main.getByRole("heading", { name: "No insights found" })).toBeVisible();
  await expect(categories.filter({ hasText: "Strategy" })).toHaveAttribute("aria-pressed", "true");
  // Drawn as the server draws a pressed button (no hover colours left over: brand text on brand).
  const classes = (i: number) => categories.nth(i).evaluate((b) => [...b.classList].sort().join(" "));
  const sorted = (pressed: boolean) => categoryPill(pressed).split(" ").sort().join(" ");
  expect(await classes(1)).toBe(sorted(true));
  expect(await classes(0)).toBe(sorted(false));
  await expect(page).toHaveURL(/\?search=COOKIE&category=strategy$/);

  await main.getByRole("link", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(line).toHaveText(found(inCategory("strategy"), " in Strategy"));
  await expect(main.getByRole("link", { name: "Clear search" })).toBeHidden();

  // Tags are searched; the body is not (SPEC §5).
  await categories.filter({ hasText: "All Insights" }).click();
  await search.fill("lovable");
  await expect(line).toHaveText(found(matching("lovable"), ' for "lovable"'));
  await expect(card(page, FEATURED)).toBeVisible();
  await search.fill("bottleneck");
  await expect(line).toHaveText('No insights found for "bottleneck"');
  await search.fill("");
  await expect(line).toHaveText(found(published.length));
  await expect(visibleCards(page)).toHaveCount(published.length);
});

test("/insights-full with many insights: the index is fetched as the search is focused, and cards not in the page are drawn from it, complete and labelled", async ({ page }) => {
  // The page as the server draws it past a page of insights: the filter needs the index, two of
  // the three insights are not in the page (only their words in the index), and the card
  // template the filter copies is there (a copy of the featured card, as the server makes it).
  await page.route(/\/insights-full(\?|$)/, async (route) => {
    const response = await route.fetch();
    let template = "";
    const html = (await response.text())
      .replace('data-complete="true"', 'data-complete="false" data-index="/insights-index.json"')
      .replace(/<article[^>]*data-insight-card[^>]*>[\s\S]*?<\/article>/g, (card) => {
        if (card.includes(`/insights/${FEATURED}"`)) template = card.replaceAll(FEATURED, "card-template");
        return card.includes(`/insights/${COOKIE}"`) || card.includes(`/insights/${STORY}"`) ? "" : card;
      })
      .replace(/<[^<>]*data-result-line/, (line) => `<div hidden data-card-template="">${template}</div>${line}`);
    expect(template).toContain("data-insight-card");
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  await page.goto("/insights-full", { waitUntil: "domcontentloaded" });
  const main = page.getByRole("main");
  await expect(page.locator("form[data-complete='false'][data-enhanced~='insights-filter']")).toBeAttached();
  await expect(visibleCards(page)).toHaveCount(published.length - 2);
  const search = main.getByRole("searchbox", { name: "Search insights" });
  const index = page.waitForResponse((r) => r.url().endsWith("/insights-index.json"));
  await search.focus();
  await index;
  await search.pressSequentially("cookie");
  await expect(main.locator("[data-result-line]")).toHaveText('1 insight found for "cookie"');
  await expect(visibleCards(page)).toHaveCount(1);
  const drawn = main.getByRole("article", { name: "Cookie Consent Compliance Exposes the Flaws in CMS Websites" });
  await expect(drawn).toBeVisible();
  await expect(drawn.getByRole("link", { name: "Read Full Insight" })).toHaveAttribute("href", `/insights/${COOKIE}`);
  await expect(drawn.locator('[data-field="badges"] > span:visible')).toHaveText(["Security"]);
  await expect(drawn.locator('[data-field="tag"]:visible')).toHaveCount(3);
  await expect(drawn.locator("img")).toHaveAttribute("src", /cookie-consent/);
  // All of them: the page's own card and the two drawn, in the index's order; the featured one badged.
  await search.fill("");
  await expect(main.locator("[data-result-line]")).toHaveText(found(published.length));
  await expect(visibleCards(page)).toHaveCount(published.length);
  await expect(card(page, FEATURED).locator('[data-field="badges"] > span:visible')).toHaveText([/./, "Featured"]);
  await expect(card(page, STORY).locator('[data-field="badges"] > span:visible')).toHaveCount(1);
  await search.fill("no such words");
  await expect(main.locator("[data-result-line]")).toHaveText('No insights found for "no such words"');
  await expect(visibleCards(page)).toHaveCount(0);
});

/**
 * /insights-full as the server draws it past a page of insights (data-complete="false": the
 * filter needs /insights-index.json), for the tests of what happens when that index is not there.
 */
async function pastOnePage(page: Page) {
  await page.route(/\/insights-full(\?|$)/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('data-complete="true"', 'data-complete="false" data-index="/insights-index.json"');
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
}

/**
 * /insights-full past a page of insights (pastOnePage), its index answered by `answer`, the
 * clock installed: the search box focused once the filter is there and has asked for the index.
 * `asked()`: how many times the index was asked for.
 */
async function searchPastOnePage(page: Page, answer: (route: Route) => unknown) {
  await page.clock.install();
  await pastOnePage(page);
  let asked = 0;
  await page.route("**/insights-index.json", (route) => {
    asked++;
    return answer(route);
  });
  await page.goto("/insights-full", { waitUntil: "domcontentloaded" });
  const main = page.getByRole("main");
  await expect(page.locator("form[data-complete='false'][data-enhanced~='insights-filter']")).toBeAttached();
  const search = main.getByRole("searchbox", { name: "Search insights" });
  await search.focus();
  await expect.poll(() => asked).toBe(1);
  return { main, search, asked: () => asked };
}

test("/insights-full with many insights and no index: keystrokes do not refetch it; a press goes to the server's page with what was typed", async ({ page }) => {
  // The page past a page of insights, and the index failing.
  const { main, search, asked } = await searchPastOnePage(page, (route) => route.fulfill({ status: 503, body: "unavailable" }));
  await search.pressSequentially("cook");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  expect(asked()).toBe(1);
  // After the wait, one more attempt (it fails again); the letters are all still there.
  await page.clock.fastForward(INDEX_RETRY_MS);
  await search.press("i");
  await expect.poll(asked).toBe(2);
  await search.press("e");
  await expect(search).toHaveValue("cookie");
  expect(asked()).toBe(2);
  // Enter: the server's answer for the same search.
  await search.press("Enter");
  await expect(page).toHaveURL(/\/insights-full\?search=cookie$/);
  await expect(main.locator("[data-result-line]")).toHaveText('1 insight found for "cookie"');
  await expect(main.getByRole("searchbox", { name: "Search insights" })).toHaveValue("cookie");
});

test("/insights-full with many insights and an index that never arrives: a press waits for it no longer than INDEX_TIMEOUT_MS, then goes to the server's page", async ({ page }) => {
  // The index's request never gets an answer (a connection lost without an error).
  const { main, search } = await searchPastOnePage(page, () => undefined);
  await search.pressSequentially("cookie");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/insights-full$/);
  await page.clock.fastForward(INDEX_TIMEOUT_MS);
  await expect(page).toHaveURL(/\/insights-full\?search=cookie$/);
  await expect(main.locator("[data-result-line]")).toHaveText('1 insight found for "cookie"');
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/insights-full?search= is answered by the server; categories and Enter keep each other", async ({ page }) => {
    await page.goto("/insights-full?search=cookie");
    const main = page.getByRole("main");
    await expect(main.locator("[data-result-line]")).toHaveText('1 insight found for "cookie"');
    await expect(visibleCards(page)).toHaveCount(1);
    await expect(card(page, COOKIE)).toBeVisible();
    await expect(main.getByRole("searchbox", { name: "Search insights" })).toHaveValue("cookie");

    await main.getByRole("button", { name: "Security" }).click();
    await expect(page).toHaveURL(/search=cookie&category=security/);
    await expect(main.locator("[data-result-line]")).toHaveText('1 insight found for "cookie" in Security');
    const search = main.getByRole("searchbox", { name: "Search insights" });
    await search.fill("story");
    await search.press("Enter");
    await expect(main.locator("[data-result-line]")).toHaveText('No insights found for "story" in Security');
    await main.getByRole("button", { name: "All Insights" }).click();
    await expect(main.locator("[data-result-line]")).toHaveText('1 insight found for "story"');
    await expect(card(page, STORY)).toBeVisible();
  });

  test("an article reads completely, its table of contents links to its sections", async ({ page }) => {
    await page.goto(`/insights/${STORY}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Many Chapters of My Professional Story");
    await expect(page.locator("#insight-body")).toContainText("Every chapter of my career has taught me");
    await expect(page.getByRole("navigation", { name: "Table of Contents" }).getByRole("link").first()).toHaveAttribute("href", "#chapter-one-learning-how-businesses-actually-run");
  });
});

test("an insight: header, share, hero, table of contents (desktop only, active section), body, tags, next steps; its text is sent once", async ({ page, request }) => {
  await page.clock.install();
  await page.goto(`/insights/${FEATURED}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Why I'm Moving Clients Off WordPress (and What We Build Instead)");
  await expect(main.getByText("Strategy", { exact: true }).first()).toBeVisible();
  await expect(main.locator("header")).toContainText("Jordan Avery · May 26, 2025 · 15 min read");
  await expect(main.getByRole("link", { name: "Back to Insights" })).toHaveAttribute("href", "/insights");
  await expect(main.locator("header + div img")).toHaveAttribute("alt", published.find((i) => i.slug === FEATURED)!.imageAlt);
  // A first line that is a level-1 heading is dropped: one h1, the page's.
  await expect(main.locator("h1")).toHaveCount(1);

  const toc = main.getByRole("navigation", { name: "Table of Contents" });
  const h2s = await main.locator("#insight-body h2").evaluateAll((hs) => hs.map((h) => [h.id, h.textContent]));
  await expect(toc.getByRole("link")).toHaveText(h2s.map(([, t]) => t!));
  expect(h2s[0]).toEqual(["the-problem-was-never-the-platform-alone", "The Problem Was Never the Platform Alone"]);
  await expect(toc).toHaveCSS("position", "sticky");
  // The contents line up with the title, and the text keeps a readable measure (at most about
  // 75 characters a line; the wider grid gave about 90).
  const [tocLeft, titleLeft] = await Promise.all([toc, main.locator("h1")].map(async (l) => Math.round((await l.boundingBox())!.x)));
  expect(tocLeft).toBe(titleLeft);
  const perLine = await main.locator("#insight-body > p").first().evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p);
    return p.textContent!.length / new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(perLine).toBeLessThanOrEqual(75);
  const target = h2s[3]![0]!;
  await toc.locator(`a[href="#${target}"]`).click();
  await expect.poll(() => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, target)).toBeLessThan(100);
  await expect(toc.locator(`a[href="#${target}"]`)).toHaveAttribute("aria-current", "location");
  await expect(toc.locator("a[aria-current]")).toHaveCount(1);
  await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: "instant" }), h2s[5]![0]!);
  await expect(toc.locator(`a[href="#${h2s[5]![0]}"]`)).toHaveAttribute("aria-current", "location");

  await expect(main.locator("#insight-body strong").first()).toBeVisible();
  await expect(main.locator("#insight-body em").first()).toBeVisible();
  await expect(main.locator("#insight-body ul li").first()).toBeVisible();
  await expect(main.getByRole("region", { name: "Tags" }).getByRole("listitem")).toHaveText(["WordPress", "Website Strategy", "AI Development", "Lovable", "Custom Code", "Website Ownership"]);
  const apply = main.getByRole("region", { name: "Ready to Apply These Strategies?" });
  await expect(apply.getByRole("link", { name: "Get Your Custom Strategy" })).toHaveAttribute("href", "/#who-its-for");
  await expect(apply.getByRole("link", { name: "Let's Talk First" })).toHaveAttribute("href", `/chat-with-${site.slug}`);
  await expect(main.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/get-in-touch");
  await expect(main.getByRole("heading", { name: "More Strategic Insights Coming Soon" })).toBeVisible();
  await expect(page.getByTestId("insights-newsletter")).toBeVisible();
  await expect(page.getByTestId("footer-newsletter")).toHaveCount(0);

  // Read next (issue 24): directly above 'Coming Soon', other insights, its own category's first.
  const readNext = main.getByRole("region", { name: "Read next" });
  await expect(readNext.locator("xpath=following-sibling::*[1]")).toHaveAttribute("aria-labelledby", "insight-soon-heading");
  const others = await readNext.locator("[data-read-next]").evaluateAll((items) => items.map((i) => i.getAttribute("data-read-next")!));
  expect(others.length).toBeGreaterThanOrEqual(2);
  expect(others.length).toBeLessThanOrEqual(3);
  expect(others).not.toContain(FEATURED);
  const categories = others.map((slug) => published.find((i) => i.slug === slug)!.category);
  const sameCount = Math.min(others.length, published.filter((i) => i.slug !== FEATURED && i.category === "strategy").length);
  expect(categories.slice(0, sameCount).every((c) => c === "strategy")).toBe(true);
  await expect(readNext.getByRole("link").first()).toHaveAttribute("href", `/insights/${others[0]}`);
  await expect(readNext.locator("img").first()).toHaveAttribute("alt", "");

  // Share: a native dialog; networks in 600×400 pop-ups; e-mail; copy link → 'Link copied!' for 2 s.
  await page.evaluate(() => {
    const w = window as unknown as { opened: unknown[] };
    w.opened = [];
    window.open = ((...args: unknown[]) => {
      w.opened.push(args);
      return { opener: window } as unknown as Window;
    }) as typeof window.open;
  });
  await main.getByRole("button", { name: "Share this insight" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this insight" });
  await expect(dialog).toBeVisible();
  expect(formatViolations(await axeViolations(page))).toEqual([]);
  const url = `${site.url}/insights/${FEATURED}`;
  await dialog.getByRole("link", { name: "Share on LinkedIn" }).click();
  await expect(dialog, "the dialog stays open beside the pop-up").toBeVisible();
  const opened = (await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)) as string[][];
  expect(opened[0]![0]).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
  expect(opened[0]![2]).toMatch(/width=600,height=400/);
  await expect(dialog.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  await expect(dialog.getByRole("link", { name: "Share on X" })).toHaveAttribute("href", new RegExp(`^https://x.com/intent/post\\?url=${encodeURIComponent(url).replace(/[.?]/g, "\\$&")}`));
  const mailto = await dialog.getByRole("link", { name: "Share via Email" }).getAttribute("href");
  const mail = new URL(mailto!);
  expect(mail.searchParams.get("subject")).toBe("Why I'm Moving Clients Off WordPress (and What We Build Instead)");
  expect(mail.searchParams.get("body")).toMatch(new RegExp(`^Plug-in sprawl, surprise breakages[\\s\\S]*\\n\\n${url.replace(/[.]/g, "\\.")}$`));
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // Time stands still from here, so only runFor moves it: a slow machine cannot use up the 2 s on its own.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByRole("button", { name: "Link copied!" })).toBeVisible();
  // Announced, not only shown: the label is a polite live region.
  await expect(dialog.getByText("Link copied!")).toHaveAttribute("aria-live", "polite");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.clock.runFor(1900);
  await expect(dialog.getByRole("button", { name: "Link copied!" })).toBeVisible();
  await page.clock.runFor(200);
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  // Tapped again while it reads 'Link copied!': 2 s later it reads 'Copy link' again, not 'Link copied!' for good.
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await page.clock.runFor(500);
  await dialog.getByRole("button", { name: "Link copied!" }).click();
  // The copy is a promise of the real clipboard: its timer starts when it settles, in real time.
  // Advancing the page's clock before then left the timer to start after the jump (a flaky run).
  await page.waitForTimeout(250);
  await page.clock.runFor(2100);
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The article's text is in the HTML once, and in none of the page's scripts.
  const html = await (await request.get(`/insights/${FEATURED}`)).text();
  const sentence = "A site is only as safe as its least maintained extension.";
  expect(html.split(sentence)).toHaveLength(2);
  // Every chunk the page's runtime names (its enhancers and islands: all it could ever load).
  const scripts = [...new Set([...html.matchAll(/["`](\/assets\/[^"`]+\.js)["`]/g)].map((m) => m[1]!))];
  expect(scripts.length).toBeGreaterThan(5);
  const js = (await Promise.all(scripts.map(async (s) => (await request.get(s)).text()))).join("\n");
  expect(js).not.toContain(sentence);
  // Nothing of the Markdown pipeline ships.
  expect(js).not.toMatch(/remark-parse|hast-util-sanitize|micromark|unified/);

  // Phones: no table of contents.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(toc).toBeHidden();
});

test("the Insights sign-up: stored as insights_newsletter, cleared, with its own success dialog", async ({ page }) => {
  await page.goto(`/insights/${COOKIE}`);
  const form = page.getByTestId("insights-newsletter").getByRole("form", { name: "Newsletter sign-up" });
  const email = `insights-reader-${Date.now()}@example.com`;
  await form.getByLabel("First name").fill("Ina");
  await form.getByLabel("Last name").fill("Sights");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const dialog = page.getByRole("dialog", { name: "You're on the list!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Promotions or Spam");
  await expect(form.getByLabel("Email")).toHaveValue("");
  const database = await openDatabase(`file:${process.env.E2E_DATA_DIR}/site.db`, { migrate: false });
  try {
    expect((await listSubscribers(database)).find((s) => s.email === email)).toMatchObject({ first_name: "Ina", source: "insights_newsletter" });
  } finally {
    await database.close();
  }
  await dialog.getByRole("button", { name: "Keep reading" }).click();
  await expect(dialog).toBeHidden();
});

test("/admin/insights: counts, the Sitemap Management panel, search, categories and rows", async ({ page, request }) => {
  await page.goto("/admin/insights");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin - All Insights");
  const main = page.getByRole("main");
  await expect(main.getByText(`Total: ${published.length}`)).toBeVisible();
  await expect(main.getByText(`Showing: ${published.length}`)).toBeVisible();
  // The static pages: the route table's with a sitemap line (their count read, never written here).
  const staticPages = pages.filter((p) => p.sitemap).length;
  await expect(page.getByTestId("sitemap-counts")).toHaveText(`The sitemap lists ${staticPages} static pages plus ${published.length} insight posts: ${staticPages + published.length} URLs in total.`);
  await expect(main).toContainText(`The sitemap is served live at /sitemap.xml`);
  await expect(main).toContainText(`Submit ${site.url}/sitemap.xml`);

  const download = page.waitForEvent("download");
  await main.getByRole("link", { name: "Download Updated Sitemap" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("sitemap.xml");
  const { readFile } = await import("node:fs/promises");
  expect(await readFile((await file.path())!, "utf8")).toBe(await (await request.get("/sitemap.xml")).text());
  const logged = page.waitForEvent("console", (m) => m.text().includes("<urlset"));
  await main.getByRole("button", { name: "Preview in Console" }).click();
  await logged;

  const row = main.locator(`[data-admin-insight="${FEATURED}"]`);
  await expect(row.getByText("Featured", { exact: true })).toBeVisible();
  await expect(row.locator("time")).toHaveText("May 26, 2025");
  await expect(row).toContainText("15 min");
  await expect(row.getByRole("listitem")).toHaveText(["WordPress", "Website Strategy", "AI Development", "Lovable", "Custom Code", "+1 more"]);
  await expect(row.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/insights/${FEATURED}`);
  await expect(main.locator(`[data-admin-insight="${COOKIE}"] time`)).toHaveText("Jun 7, 2025");

  const search = main.getByRole("searchbox", { name: "Search insights" });
  await expect(search).toHaveAttribute("placeholder", "Search by title, excerpt, or tags...");
  await search.fill("consent");
  await expect(main.getByText(`Showing: ${matching("consent")}`)).toBeVisible();
  await main.getByRole("button", { name: "Technology" }).click();
  await expect(main.getByText("No insights found matching your criteria.")).toBeVisible();
  await expect(main.getByText("Showing: 0")).toBeVisible();
});

test("every category has insights to show: none answers 'No insights found' (issue 24)", async ({ page }) => {
  await page.goto("/insights-full");
  const main = page.getByRole("main");
  const categories = main.getByRole("group", { name: "Categories" });
  const line = main.locator("[data-result-line]");
  for (const { key, name } of insightCategories) {
    expect(inCategory(key), key).toBeGreaterThanOrEqual(1);
    await categories.getByRole("button", { name, exact: true }).click();
    await expect(line).toHaveText(found(inCategory(key), ` in ${name}`));
    await expect(visibleCards(page)).toHaveCount(inCategory(key));
  }
});

for (const width of [375, 768, 1280]) {
  test(`the Insights grids leave no hole at ${width} px, whatever the number of cards shown (issue 24)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/insights");
    const listing = await rowsOf(page, "main section[aria-labelledby='all-heading'] .insight-grid");
    expect(listing.every((r) => r.full), JSON.stringify(listing)).toBe(true);

    // Every count from one card to all of them: the filter's way of hiding cards (the hidden attribute).
    await page.goto("/insights-full");
    const grid = "main [data-insight-grid]";
    const total = await page.locator(`${grid} > [data-insight-card]`).count();
    expect(total).toBe(published.length);
    const columns = width >= 1024 ? 3 : width >= 768 ? 2 : 1;
    for (let shown = 1; shown <= total; shown++) {
      await page.locator(grid).evaluate((g, n) => [...g.children].forEach((c, i) => ((c as HTMLElement).hidden = i >= n)), shown);
      const rows = await rowsOf(page, grid);
      expect(rows.every((r) => r.full), `${shown} cards: ${JSON.stringify(rows)}`).toBe(true);
      expect(rows.reduce((sum, r) => sum + r.cards, 0)).toBe(shown);
      // Rows hold the grid's columns, the first row at most fewer (its first card, or first two, widened).
      expect(rows.slice(1).every((r) => r.cards === columns), `${shown} cards: ${JSON.stringify(rows)}`).toBe(true);
    }
    // Hidden cards in between count for nothing: every other card hidden, still no hole.
    await page.locator(grid).evaluate((g) => [...g.children].forEach((c, i) => ((c as HTMLElement).hidden = i % 2 === 1)));
    const alternate = await rowsOf(page, grid);
    expect(alternate.every((r) => r.full), JSON.stringify(alternate)).toBe(true);
  });
}
