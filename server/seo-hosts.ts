import type { RequestHandler } from "express";
import { absoluteUrl } from "#app/lib/site-url.ts";

/**
 * Only the site's own host is indexed (issue 47): SITE_URL's host, and the hosts INDEX_HOSTS
 * names. Any other host that serves the site (a preview, staging, a local copy, the server's
 * bare address, a second domain pointed at it) stays out of search engines, and so do the
 * preview, staging and local hosts of NOINDEX_HOSTS even when SITE_URL names one of them (a
 * staging copy run with its own address; SPEC §5 'Dynamic meta'). Every response on such a host
 * carries `X-Robots-Tag: noindex, nofollow`, its pages say the same in their robots meta
 * (`res.locals.noindexHost`, read by app/entry.server.tsx: the header and the page never
 * disagree), and its robots.txt allows crawling, so that crawlers read that noindex: a search
 * engine never reads the noindex of a URL its robots.txt forbids, and may then list the URL bare
 * when something links to it (Google's "Block search indexing with noindex"). The site's own
 * host gets neither, and a robots.txt that points at the sitemap.
 */
const patternRegExp = (pattern: string) => new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`, "i");

export function hostMatches(host: string, pattern: string): boolean {
  return patternRegExp(pattern).test(host);
}

/**
 * The longest host name DNS allows. A longer Host header names no site: it is not matched (a
 * pattern with several `*` costs the square of the host's length or more) and gets noindex.
 */
const MAX_HOST = 253;

const matchesAny = (host: string, patterns: readonly RegExp[]) => host.length > MAX_HOST || patterns.some((re) => re.test(host));

export const isNoindexHost = (host: string, patterns: readonly string[]) => matchesAny(host, patterns.map(patternRegExp));

/** Which hosts are indexed: the site's own (SITE_URL's host) and INDEX_HOSTS, but never one of NOINDEX_HOSTS. */
export interface HostRules {
  /** SITE_URL's host name (no port), as `new URL(…).hostname` writes it. */
  siteHost: string;
  indexHosts: readonly string[];
  noindexHosts: readonly string[];
}

/** Whether search engines are told to keep this host out (compiled once by seoHosts; tests call it directly). */
export function noindexRule({ siteHost, indexHosts, noindexHosts }: HostRules): (host: string) => boolean {
  const own = siteHost.toLowerCase();
  const indexed = indexHosts.map(patternRegExp);
  const excluded = noindexHosts.map(patternRegExp);
  return (host) => matchesAny(host, excluded) || !(host.toLowerCase() === own || indexed.some((re) => re.test(host)));
}

export const robotsTxt = (noindex: boolean) =>
  noindex ? "User-agent: *\nAllow: /\n" : `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;

/** The host as the visitor typed it (req.hostname follows TRUST_PROXY for X-Forwarded-Host). */
export function seoHosts(rules: HostRules): RequestHandler {
  // Compiled once: this runs before every response, the busiest ones included.
  const isNoindex = noindexRule(rules);
  return (req, res, next) => {
    const noindex = isNoindex((req.hostname as string | undefined) ?? "");
    res.locals.noindexHost = noindex;
    if (noindex) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    if (req.path === "/robots.txt" && (req.method === "GET" || req.method === "HEAD")) {
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      // As the public files are served: revalidated, so a change of NOINDEX_HOSTS is seen at once.
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      res.send(robotsTxt(noindex));
      return;
    }
    next();
  };
}
