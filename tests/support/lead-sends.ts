import type { Page, Request, Response, Route } from "@playwright/test";

/**
 * A lead form's send from its island: a POST to the form's own page asking for JSON (the post
 * without JavaScript asks for HTML): docs/decisions/042-one-transport-per-form.md.
 */
export const isLeadSend = (request: Request): boolean => request.method() === "POST" && (request.headers().accept ?? "").includes("application/json");

/** Routes the page's lead sends, and only them, to `handler`; returns the call that removes the route. */
export async function routeLeadSends(page: Page, handler: (route: Route) => unknown): Promise<() => Promise<void>> {
  const route = (r: Route) => (isLeadSend(r.request()) ? handler(r) : r.fallback());
  await page.route("**/*", route);
  return () => page.unroute("**/*", route);
}

/** Holds the page's lead sends until the returned function is called, then lets them through. */
export async function holdLeadSends(page: Page): Promise<() => void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await routeLeadSends(page, async (route) => {
    await gate;
    await route.continue();
  });
  return open;
}

/** The answer to the page's next lead send. */
export const leadSendAnswered = (page: Page): Promise<Response> => page.waitForResponse((r) => isLeadSend(r.request()));
