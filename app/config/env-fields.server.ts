import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy.server";

/** The checks of the environment's variables that take more than a default (env.server.ts reads them into the config). */

export const port = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

export const optionalSecret = (min: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters`)
    .optional();

export const httpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      return ["http:", "https:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, "must be an absolute http(s) URL")
  // fetch refuses a URL with a user name or password in it (every send would fail, and its error
  // carried the whole URL, password included, into the log and the inbox).
  .refine((v) => {
    try {
      const url = new URL(v);
      return !url.username && !url.password;
    } catch {
      return true; // said by the check above
    }
  }, "must not hold a user name or password (user:password@…): put the receiver's token in its path or query, as its instructions give it")
  .optional();

export const trustProxy = z.string().transform((v, ctx) => {
  const parsed = parseTrustProxy(v);
  if (parsed === null) {
    ctx.addIssue({ code: "custom", message: "must be the number of proxies in front (usually 1), or their addresses (e.g. 10.0.0.5, 10.0.0.0/8, loopback)" });
    return z.NEVER;
  }
  return parsed;
});

/**
 * Hosts that must stay out of search engines (SPEC §5 'Dynamic meta': preview, staging or
 * local hosts): every response on them says noindex, nofollow and robots.txt disallows all.
 * Patterns separated by commas; `*` stands for any run of characters; `none` for no host. The
 * loopback addresses are local hosts too (a copy reached as 127.0.0.1 or [::1] is not the
 * site); an IPv6 host is matched as the Host header writes it, in brackets.
 */
export const DEFAULT_NOINDEX_HOSTS =
  "localhost, *.localhost, 127.0.0.1, [::1], ::1, *.local, *.internal, preview.*, staging.*, *.preview.*, *.staging.*, *-preview.*, *-staging.*";
export const noindexHosts = z.string().transform((v, ctx) => {
  if (v.trim().toLowerCase() === "none") return [];
  const patterns = v.split(",").map((p) => p.trim().toLowerCase()).filter(Boolean);
  const bad = patterns.find((p) => !/^[a-z0-9*.\-[\]:]+$/.test(p));
  if (bad !== undefined) {
    ctx.addIssue({ code: "custom", message: `"${bad}" is not a host pattern (letters, digits, dots, hyphens and *; or none)` });
    return z.NEVER;
  }
  return patterns;
});

/**
 * The site's public address (issue 47): an https origin, with no path, query or fragment. It is
 * what canonical links, social cards, structured data, the sitemap, robots.txt and the feeds
 * say, so a copy served elsewhere (staging, a preview) still names the real site; a trailing
 * slash is dropped, and the host is written as the URL standard writes it (lower case).
 */
export const siteUrl = z.string().trim().transform((v, ctx) => {
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    ctx.addIssue({ code: "custom", message: `must be the site's public address, such as https://www.yourbusiness.com ("${v}" is not a URL)` });
    return z.NEVER;
  }
  const problem =
    url.protocol !== "https:"
      ? "must start with https:// (the address visitors and search engines are sent to)"
      : url.username || url.password
        ? "must not hold a user name or password"
        : url.pathname !== "/" || url.search || url.hash || v.includes("?") || v.includes("#")
          ? `must be the address alone, without a path, query or #fragment: ${url.origin}`
          : null;
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return url.origin;
});
