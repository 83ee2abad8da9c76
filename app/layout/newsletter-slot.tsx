/**
 * The place above the footer where the newsletter sign-up lives (SPEC §2 'Footer'): every
 * page except those under /insights, which carry their own sign-up.
 */
export function showsFooterNewsletter(pathname: string): boolean {
  return !pathname.startsWith("/insights");
}
