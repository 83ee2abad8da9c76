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
