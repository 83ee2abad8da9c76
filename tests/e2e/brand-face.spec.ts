import { expect, test, type Page } from "#tests/support/fixtures.ts";
import { INTER_FILE } from "#tests/support/web-font.ts";
import { paths } from "#content/paths.ts";

/**
 * The brand's face on the first view (issue 48, decision 039): every page preloads Inter and is
 * drawn in it, a visit's first page included; when the font comes after the first paint, it
 * swaps in over a fallback scaled per weight to Inter's metrics (app/app.css,
 * scripts/font-fallback.js), so nothing moves. What needs no clock is checked here; the timed
 * budgets (LCP = FCP, within 1.5 s on a phone) are the bench's (bench/lib/brand-face.ts).
 */

/** The most a single layout shift may score during the load, and all of them together (issue 48). */
const MAX_SHIFT = 0.01;

/** Records every layout shift from the start of the document (buffered), with what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; nodes: string }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        w.shifts.push({ value: e.value, nodes: e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? s.node?.nodeName).join(" | ") });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string }[] }).shifts);

/** The face the h1 is computed and drawn in, and whether Inter is loaded. */
const h1Face = (page: Page) =>
  page.evaluate(() => ({
    family: getComputedStyle(document.querySelector("h1")!).fontFamily,
    loaded: [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Inter Variable" && f.status === "loaded"),
    // Whether the h1's own text (its first letters, at its weight and size) is drawn in Inter.
    drawn: document.fonts.check(`${getComputedStyle(document.querySelector("h1")!).fontWeight} 1em "Inter Variable"`, document.querySelector("h1")!.textContent!.slice(0, 20)),
  }));

/** Two frames: what a font swap changes is laid out and painted (and its shifts reported) by then. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test.describe("the brand's face on the first view", () => {
  test("every page preloads the two self-hosted subset files in its HTML, and asks for nothing else", async ({ page, baseURL }) => {
    const html = await (await page.request.get(paths.home)).text();
    const preloads = [...html.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toMatch(/href="\/assets\/inter-core-[\w-]+\.woff2"/);
    expect(preloads[1]).toMatch(/href="\/assets\/inter-extra-[\w-]+\.woff2"/);
    for (const preload of preloads) {
      expect(preload).toContain('type="font/woff2"');
      expect(preload).toContain('crossorigin="anonymous"');
    }
    const fontUrls: string[] = [];
    page.on("request", (r) => r.resourceType() === "font" && fontUrls.push(r.url()));
    await page.goto(paths.about);
    await page.evaluate(() => document.fonts.ready);
    // Once each: a preload that the stylesheet's face did not match would be fetched twice.
    expect(fontUrls).toHaveLength(2);
    for (const url of fontUrls) {
      expect(url.startsWith(baseURL!)).toBe(true);
      expect(new URL(url).pathname).toMatch(INTER_FILE);
    }
  });

  for (const width of [375, 1280]) {
    for (const [name, path] of [
      ["home", paths.home],
      ["about", paths.about],
    ] as const) {
      test(`${name} at ${width} px, a first visit: the h1 in Inter once loaded, no layout shift over ${MAX_SHIFT}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await recordShifts(page);
        // A first visit: typed in, no referrer, nothing cached (a fresh context per test).
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        await twoFrames(page);
        const face = await h1Face(page);
        expect(face.family).toMatch(/^"Inter Variable"/);
        expect(face.loaded).toBe(true);
        expect(face.drawn).toBe(true);
        const seen = await shifts(page);
        expect(seen.filter((s) => s.value > MAX_SHIFT)).toEqual([]);
        expect(seen.reduce((sum, s) => sum + s.value, 0)).toBeLessThanOrEqual(MAX_SHIFT);
      });

      test(`${name} at ${width} px: Inter arriving well after the first paint swaps in without moving anything`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await recordShifts(page);
        // The font held, as on a slow phone link: the page is painted in the fallback face first.
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        await page.route(INTER_FILE, async (route) => {
          await held;
          await route.continue();
        });
        // Not "load": the load event waits for the preloaded font.
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await twoFrames(page);
        expect((await h1Face(page)).loaded).toBe(false);
        // Well past the ~100 ms a swap face may block the first paint: only time makes it late.
        await page.waitForTimeout(400);
        release();
        await expect.poll(async () => (await h1Face(page)).loaded).toBe(true);
        await twoFrames(page);
        expect((await h1Face(page)).family).toMatch(/^"Inter Variable"/);
        const seen = await shifts(page);
        expect(seen.filter((s) => s.value > MAX_SHIFT)).toEqual([]);
        expect(seen.reduce((sum, s) => sum + s.value, 0)).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }
  }
});

/** Every heading's box (its lines) as drawn: the same in both faces when nothing re-wraps. */
const headingBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main h1, main h2, main h3")].slice(0, 30).map((h) => {
      const r = h.getBoundingClientRect();
      return `${h.tagName} ${Math.round(r.height)} ${(h.textContent ?? "").trim().slice(0, 30)}`;
    }),
  );

for (const width of [375, 1280]) {
  test(`home at ${width} px: the headings wrap to the same lines in the fallback face as in Inter (weights tuned one by one)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route(INTER_FILE, (route) => route.abort());
    await page.goto(paths.home);
    expect((await h1Face(page)).loaded).toBe(false);
    const fallback = await headingBoxes(page);
    // Lifted only now: a range of Inter first needed after the load would arrive mid-measure.
    await page.unroute(INTER_FILE);
    await page.goto(paths.home);
    await page.evaluate(() => document.fonts.ready);
    expect((await h1Face(page)).loaded).toBe(true);
    expect(await headingBoxes(page)).toEqual(fallback);
  });
}
