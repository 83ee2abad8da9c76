/**
 * The canonical form of a path for the trailing-slash redirect: no trailing slashes, and exactly
 * one slash in front. A Location that starts with '//' or '/\' is read by browsers as another
 * host ('//evil.example' leaves the site; a 301 is even cached), so leading slashes and
 * backslashes collapse into one '/'. Plain loops, not expressions: a path of 8,000 slashes
 * must cost nothing (issue 12).
 */
export function canonicalPath(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  let start = 0;
  while (start < end && (path[start] === "/" || path[start] === "\\")) start++;
  return `/${path.slice(start, end)}`;
}

/**
 * Whether the redirect to the canonical path applies: a path other than '/' that ends in '/',
 * or one with more than one slash (or a backslash) in front ('//contact').
 */
export const needsCanonicalRedirect = (path: string) => path.length > 1 && (path.endsWith("/") || path[1] === "/" || path[1] === "\\");
