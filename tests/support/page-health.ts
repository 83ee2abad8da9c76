import type { Page, Request } from "@playwright/test";

/** Collects what would tell a visitor a page is broken: console errors, page errors, failed same-origin requests. */
export function watchPageHealth(page: Page, origin: string) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    // Chrome reports a deliberate 404 document (the 404 page) as a failed resource; that one is expected.
    const deliberate404 = msg.text().includes("status of 404") && msg.location().url === page.url();
    if (!deliberate404) problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("requestfailed", (req) => {
    // Cut off by the browser because the page was left (a fast back button: its prefetches and
    // favicon still on their way): not a failure of the page. Errors and bad statuses count.
    if (req.failure()?.errorText === "net::ERR_ABORTED") return;
    if (req.url().startsWith(origin)) problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on("response", (res) => {
    // The page's own document may be a deliberate 404; every sub-resource must load.
    if (res.url().startsWith(origin) && res.status() >= 400 && res.request().resourceType() !== "document") {
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  });
  return problems;
}

/**
 * Counts the page's own requests in flight from now on; `quiet()` resolves once none has been in
 * flight for `forMs`. Used where a test waits for lazy content and sight-triggered code to load:
 * Playwright's `networkidle` also waits on other origins' frames (the scheduler's), and now and
 * then never settled on a page that embeds one (CI: 30 s timeouts on /chat-with-jordan and
 * /strategy-prep), though every request of the page itself had finished.
 */
export function ownRequests(page: Page, origin: string) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const own = (req: Request) => req.url().startsWith(origin);
  page.on("request", (req) => own(req) && inFlight.add(req) && (lastChange = Date.now()));
  const done = (req: Request) => inFlight.delete(req) && (lastChange = Date.now());
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    quiet: async (forMs = 500, timeoutMs = 15_000) => {
      const until = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < forMs) {
        if (Date.now() > until) throw new Error(`still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
