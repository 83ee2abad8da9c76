import { site } from "#content/site.ts";

/**
 * The site's public address (an origin: https://host, no path), for every absolute URL the site
 * writes: canonical links, social cards, structured data, the sitemap, robots.txt and the feeds.
 *
 * It is the SITE_URL variable when set, else `site.url` of content/site.ts; read at run time, so
 * one build serves staging and production (issue 47). The server sets it once at start
 * (server/app.ts, from the config); the admin app, hydrated in the browser, sets it from the
 * root loader's data before its first render (app/root.tsx). It is read, never captured in a
 * module-level constant: modules are loaded before the server has read its config, so a
 * constant would keep the content's address whatever SITE_URL says.
 */
let current: string = site.url;

export const siteUrl = (): string => current;

/** Sets the public address (an origin without a trailing slash, as env.server.ts gives it). */
export function setSiteUrl(origin: string): void {
  current = origin;
}

/** Absolute URL on the public site, for canonical links and social cards. */
export const absoluteUrl = (path: string): string => `${current}${path}`;
