import { paths } from "#content/paths.ts";

/**
 * The canonical form of a path for the trailing-slash and letter-case redirect: no trailing
 * slashes, exactly one slash in front, and lower case (but under /assets/, whose file names are
 * case-sensitive, and /api/). A Location that starts with '//' or '/\' is read by browsers as another
 * host ('//evil.example' leaves the site; a 301 is even cached), so leading slashes and
 * backslashes collapse into one '/'. Plain loops, not expressions: a path of 8,000 slashes
 * must cost nothing (issue 12).
 */
export function canonicalPath(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  let start = 0;
  while (start < end && (path[start] === "/" || path[start] === "\\")) start++;
  const rest = path.slice(start, end);
  const canonical = `/${keepsCase(`/${rest}`) ? rest : rest.replace(LETTERS, lowerLetters)}`;
  // '/home/' and '/HOME' go straight to '/', not through the alias's own redirect: one hop.
  return canonical === paths.homeAlias ? paths.home : canonical;
}

/** Paths whose letter case is theirs: the build's hashed files, and the APIs (JSON, no page). */
const keepsCase = (path: string) => path.startsWith("/assets/") || path.startsWith("/api/");

/**
 * Every page's address is lower case, and the router matches any case: '/Checkout-Strategy-Call'
 * would render the purchase page without its own policy (./csp-by-path.ts matches the exact
 * path: no Stripe), and '/ADMIN/orders' without the owner's area's headers. A capital letter
 * outside /assets/ and /api/ is sent to the lower-case address instead. Asked of every GET: a
 * path without capitals (nearly all) costs one test and no copy.
 */
const hasCapital = (path: string) => /[A-Z]/.test(path) && /[A-Z]/.test(path.replace(ESCAPES, ""));

/** Capital letters outside percent-escapes ('%C3%A9' keeps its hex digits as they are). */
const LETTERS = /%[0-9A-Fa-f]{2}|[A-Z]+/g;
const ESCAPES = /%[0-9A-Fa-f]{2}/g;
const lowerLetters = (m: string) => (m[0] === "%" ? m : m.toLowerCase());

/**
 * Whether the redirect to the canonical path applies: a path other than '/' that ends in '/',
 * one with more than one slash (or a backslash) in front ('//contact'), or a page's address with
 * a capital letter ('/Contact').
 */
export const needsCanonicalRedirect = (path: string) =>
  path.length > 1 && (path.endsWith("/") || path[1] === "/" || path[1] === "\\" || (!keepsCase(path) && hasCapital(path)));
