import type { RequestHandler } from "express";
import { site } from "#content/site.ts";

/**
 * Preview, staging and local hosts stay out of search engines (SPEC §5 'Dynamic meta';
 * NOINDEX_HOSTS): every response on such a host carries `X-Robots-Tag: noindex, nofollow`, and
 * its robots.txt allows crawling, so that crawlers read that header: a search engine never reads
 * the noindex of a URL its robots.txt forbids, and may then list the URL bare when something
 * links to it (Google's "Block search indexing with noindex"). A header rather than the page's robots meta, because
 * prerendered pages are the same bytes for every host (docs/decisions/006, 013); search
 * engines treat the two alike. Any other host gets the pages' own robots meta and a robots.txt
 * that points at the sitemap.
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

export const robotsTxt = (noindex: boolean) =>
  noindex ? "User-agent: *\nAllow: /\n" : `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${site.url}/sitemap.xml\n`;

/** The host as the visitor typed it (req.hostname follows TRUST_PROXY for X-Forwarded-Host). */
export function seoHosts(patterns: readonly string[]): RequestHandler {
  // Compiled once: this runs before every response, the busiest ones included.
  const compiled = patterns.map(patternRegExp);
  return (req, res, next) => {
    const noindex = matchesAny((req.hostname as string | undefined) ?? "", compiled);
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
