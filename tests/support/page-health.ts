import type { Page } from "@playwright/test";

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
  // Cut off by the browser because the page was left (a fast back button: its prefetches and
  // favicon still on their way) is not a failure of the page: an abort is excused once a later
  // navigation of the page has begun (its event may come just before or just after the abort).
  // Any other failure, and an abort with no navigation after it, counts.
  let navigations = 0;
  const madeDuring = new WeakMap<object, number>();
  const abortedBeforeLeaving: { message: string; during: number }[] = [];
  page.on("request", (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) {
      navigations++;
      for (const a of abortedBeforeLeaving.splice(0)) if (a.during < navigations) problems.splice(problems.indexOf(a.message), 1);
    }
    madeDuring.set(req, navigations);
  });
  page.on("requestfailed", (req) => {
    if (!req.url().startsWith(origin)) return;
    const message = `request failed: ${req.url()} (${req.failure()?.errorText})`;
    const during = madeDuring.get(req) ?? navigations;
    if (req.failure()?.errorText === "net::ERR_ABORTED") {
      if (during < navigations) return;
      abortedBeforeLeaving.push({ message, during });
    }
    problems.push(message);
  });
  page.on("response", (res) => {
    // The page's own document may be a deliberate 404; every sub-resource must load.
    if (res.url().startsWith(origin) && res.status() >= 400 && res.request().resourceType() !== "document") {
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  });
  return problems;
}
