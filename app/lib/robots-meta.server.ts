/**
 * A page served on a host search engines must keep out (server/seo-hosts.ts) says so in its
 * robots meta as well as in its X-Robots-Tag header (issue 47: the header said noindex while
 * the page said "index, follow"). The pages' meta functions cannot see the request's host (they
 * run without it, and a prerendered page is rendered once for all requests), so the rendered
 * page is mended here, once per render: a prerendered page is rendered once for the site's own
 * host and once for the others (server/prerendered-pages.ts).
 */
const INDEX = Buffer.from('<meta name="robots" content="index, follow"/>');
const NOINDEX = Buffer.from('<meta name="robots" content="noindex, nofollow"/>');
const ANY_ROBOTS = Buffer.from('<meta name="robots"');
const HEAD = Buffer.from("<head>");

/** The page as a host that is noindex must serve it: its "index, follow" made "noindex, nofollow", or that added when it says nothing. */
export function robotsMetaForHost(html: Buffer, noindexHost: boolean): Buffer {
  if (!noindexHost) return html;
  const at = html.indexOf(INDEX);
  if (at !== -1) return Buffer.concat([html.subarray(0, at), NOINDEX, html.subarray(at + INDEX.length)]);
  if (html.includes(ANY_ROBOTS)) return html; // the page's own noindex already
  const head = html.indexOf(HEAD);
  if (head === -1) return html; // not a document (never for a page)
  const end = head + HEAD.length;
  return Buffer.concat([html.subarray(0, end), NOINDEX, html.subarray(end)]);
}
