import type { Browser, Page, Request } from "@playwright/test";
import { assetGzipSize } from "#tests/support/client-bundle.ts";
import { median } from "./lighthouse.ts";
import { injectWaitHelper } from "./wait-helper.ts";

/**
 * What waking an island costs (app/islands/README.md). An island wakes when the visitor reaches
 * for it (a form field, a form button), not during the load, so Lighthouse's load window does
 * not contain it; this measures it instead, so the cost stays visible. A phone-sized page at 4×
 * CPU slowdown (Lighthouse's mobile setting), loaded and idle, is asked to wake its first island
 * (what focusing one of its fields does); then, until it is live: the time, the longest
 * main-thread task, the blocking time (the part of each task over 50 ms, as in TBT) and the
 * JavaScript run (gzip, every built script the page has loaded by then).
 */
export interface IslandWakeResult {
  ms: number;
  longestTaskMs: number;
  blockingMs: number;
  jsGzip: number;
  runs: { ms: number; longestTaskMs: number; blockingMs: number }[];
}

/** The page's window, with the long tasks the init script records. */
interface MeasuredWindow extends Window {
  __longTasks?: [number, number][];
}

async function once(browser: Browser, url: string): Promise<{ ms: number; longestTaskMs: number; blockingMs: number; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    // Other hosts (the scheduler's, on chat) are refused at once, as on a machine without internet:
    // this machine has none, and a lookup that hung instead once kept the network busy past the
    // 30 s wait below, so chat's wake went unmeasured. The island's own chunks are all ours.
    const origin = new URL(url).origin;
    await context.route((u) => u.origin !== origin, (route) => route.abort("internetdisconnected"));
    const page = await context.newPage();
    const inflight = new Set<Request>();
    page.on("request", (r) => {
      if (new URL(r.url()).origin === origin) inflight.add(r);
    });
    page.on("requestfinished", (r) => inflight.delete(r));
    page.on("requestfailed", (r) => inflight.delete(r));
    await page.addInitScript(() => {
      const w = window as MeasuredWindow;
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks!.push([e.startTime, e.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "networkidle" });
    if (await page.evaluate(() => document.querySelector("[data-island-awake]") !== null)) throw new Error("an island woke before any input");
    await injectWaitHelper(page);
    const t0 = await page.evaluate(() => {
      const island = document.querySelector<HTMLElement>("[data-island]");
      if (!island) throw new Error("no island on this page");
      void window.siteRuntime!.wakeIsland(island.dataset.island!);
      return performance.now();
    });
    await page.waitForFunction(() => document.querySelector("[data-island-awake]") !== null, undefined, { timeout: 30_000 });
    const t1 = await page.evaluate(() => performance.now());
    // Chunks loaded on intent (the toast layers) arrive just after: wait until none of this
    // site's requests has been in flight for half a second. Not Playwright's "networkidle": it
    // counts every frame's requests, and once (chat and strategy prep, in a full run on a busy
    // machine) it never came within 30 s, so their wake went unmeasured without saying why.
    await sameOriginQuiet(page, origin, inflight);
    const { tasks, scripts } = await page.evaluate(() => ({
      tasks: (window as MeasuredWindow).__longTasks ?? [],
      scripts: performance
        .getEntriesByType("resource")
        .map((r) => new URL(r.name).pathname)
        .filter((p) => /^\/assets\/[^/]+\.js$/.test(p)),
    }));
    const during = tasks.filter(([start, duration]) => start + duration > t0 && start < t1);
    return {
      ms: t1 - t0,
      longestTaskMs: Math.max(0, ...during.map(([, d]) => d)),
      blockingMs: during.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      scripts: [...new Set(scripts)],
    };
  } finally {
    await context.close();
  }
}

/** Resolves once none of `origin`'s requests has been in flight for `quietMs`; names those still open if that never happens. */
async function sameOriginQuiet(page: Page, origin: string, inflight: Set<Request>, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = inflight.size === 0 ? Date.now() : Infinity;
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) {
      throw new Error(`requests still open after ${timeoutMs} ms: ${[...inflight].map((r) => new URL(r.url()).pathname).join(", ")}`);
    }
    await page.waitForTimeout(50);
    if (inflight.size > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

export async function measureIslandWake(browser: Browser, url: string, runs = 3): Promise<IslandWakeResult> {
  const results: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(browser, url));
  return {
    ms: median(results.map((r) => r.ms)),
    longestTaskMs: median(results.map((r) => r.longestTaskMs)),
    blockingMs: median(results.map((r) => r.blockingMs)),
    jsGzip: results[0]!.scripts.reduce((sum, s) => sum + assetGzipSize(s), 0),
    runs: results.map(({ ms, longestTaskMs, blockingMs }) => ({ ms, longestTaskMs, blockingMs })),
  };
}
