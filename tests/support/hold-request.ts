import type { Page } from "@playwright/test";

/**
 * Holds requests to `url` until the returned function is called; then the held requests (and
 * later ones) go through, or fail with `outcome: "fail"`. The gate is a promise made before the
 * route, so the order does not matter: called before the request has reached the route (a busy
 * machine shows the "Sending..." state first), it lets the request through as soon as it
 * arrives. (A `release` assigned inside the route handler was a no-op then, and the request
 * stayed held for good.)
 */
export async function holdRequests(page: Page, url: string | RegExp, options: { times?: number; outcome?: "load" | "fail" } = {}): Promise<() => void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    url,
    async (route) => {
      await gate;
      await (options.outcome === "fail" ? route.abort() : route.continue());
    },
    { times: options.times },
  );
  return open;
}
