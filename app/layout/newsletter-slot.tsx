/**
 * The place above the footer where the newsletter sign-up lives (SPEC §2 'Footer'): every
 * page except those under /insights, which carry their own sign-up, and the pages DECISIONS 17
 * leaves it off: the purchase pages, /success and every error page (the 404 included), where a
 * buyer mid-purchase or a visitor at a dead end gets one clear next step, not a sign-up. Those
 * pages say so with `noFooterNewsletter` as their route's `handle`; an error page is known by
 * its error.
 */
export function showsFooterNewsletter(pathname: string, page: { handles: readonly unknown[]; error: boolean }): boolean {
  if (page.error || page.handles.some(leavesNewsletterOff)) return false;
  return !pathname.startsWith("/insights");
}

/** A route's `handle` that leaves the footer's newsletter off its page (DECISIONS 17). */
export const noFooterNewsletter = { footerNewsletter: false } as const;

const leavesNewsletterOff = (handle: unknown) =>
  typeof handle === "object" && handle !== null && (handle as { footerNewsletter?: unknown }).footerNewsletter === false;
