import * as v from "valibot";
import { parseTrustProxy } from "./trust-proxy.server.ts";

/**
 * The checks of the environment's variables that take more than a default (env.server.ts reads
 * them into the config). Every variable arrives as text; a default is written as the text a
 * deployer would set, and checked like it (valibot runs a default through the schema).
 */

const WHOLE_NUMBER = "must be a whole number";

/**
 * A whole number written as text, at least `min`. Not a whole number (NaN, ±Infinity, 3.5) is
 * said once and stops the checks after it, as the boot has always said it.
 */
export const wholeNumber = (min: number, minMessage: string) =>
  v.pipe(
    v.string(),
    v.transform((s: string) => Number(s)),
    v.custom<number>((n) => Number.isInteger(n), WHOLE_NUMBER),
    v.minValue(min, minMessage),
  );
/** A whole number written as text, within `min`..`max`. */
export const wholeNumberWithin = (min: number, minMessage: string, max: number, maxMessage: string) => v.pipe(wholeNumber(min, minMessage), v.maxValue(max, maxMessage));

export const port = wholeNumberWithin(1, "must be between 1 and 65535", 65535, "must be between 1 and 65535");

/** Text, trimmed, that must not be empty. */
export const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, "must not be empty"));

/** One of `options`; the message names them as the boot always has ('Invalid option: expected one of "a"|"b"'). */
export const oneOf = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.picklist(options, `Invalid option: expected one of ${options.map((o) => JSON.stringify(o)).join("|")}`);

/** Trimmed text matching `pattern`, else `message`. */
export const matching = (pattern: RegExp, message: string) => v.pipe(v.string(), v.trim(), v.regex(pattern, message));

/**
 * The owner's notice addresses. The pattern the boot checked them with before valibot (zod's),
 * kept so that no address accepted then is refused now (valibot's own refuses o'brien@…).
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const email = v.pipe(v.string(), v.regex(EMAIL, "must be an e-mail address"));

export const optionalSecret = (min: number) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(min, `must be at least ${min} characters`)));

export const httpUrl = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => {
      try {
        return ["http:", "https:"].includes(new URL(s).protocol);
      } catch {
        return false;
      }
    }, "must be an absolute http(s) URL"),
    // fetch refuses a URL with a user name or password in it (every send would fail, and its error
    // carried the whole URL, password included, into the log and the inbox).
    v.check((s) => {
      try {
        const url = new URL(s);
        return !url.username && !url.password;
      } catch {
        return true; // said by the check above
      }
    }, "must not hold a user name or password (user:password@…): put the receiver's token in its path or query, as its instructions give it"),
  ),
);

export const trustProxy = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseTrustProxy(dataset.value);
    if (parsed === null) {
      addIssue({ message: "must be the number of proxies in front (usually 1), or their addresses (e.g. 10.0.0.5, 10.0.0.0/8, loopback)" });
      return NEVER;
    }
    return parsed;
  }),
);

/**
 * Hosts that must stay out of search engines (SPEC §5 'Dynamic meta': preview, staging or
 * local hosts): every response on them says noindex, nofollow and robots.txt disallows all.
 * Patterns separated by commas; `*` stands for any run of characters; `none` for no host. The
 * loopback addresses are local hosts too (a copy reached as 127.0.0.1 or [::1] is not the
 * site); an IPv6 host is matched as the Host header writes it, in brackets.
 */
export const DEFAULT_NOINDEX_HOSTS =
  "localhost, *.localhost, 127.0.0.1, [::1], ::1, *.local, *.internal, preview.*, staging.*, *.preview.*, *.staging.*, *-preview.*, *-staging.*";
export const noindexHosts = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }): string[] => {
    const value = dataset.value;
    if (value.trim().toLowerCase() === "none") return [];
    const patterns = value.split(",").map((p) => p.trim().toLowerCase()).filter(Boolean);
    const bad = patterns.find((p) => !/^[a-z0-9*.\-[\]:]+$/.test(p));
    if (bad !== undefined) {
      addIssue({ message: `"${bad}" is not a host pattern (letters, digits, dots, hyphens and *; or none)` });
      return NEVER;
    }
    return patterns;
  }),
);

/**
 * The site's public address (issue 47): an https origin, with no path, query or fragment. It is
 * what canonical links, social cards, structured data, the sitemap, robots.txt and the feeds
 * say, so a copy served elsewhere (staging, a preview) still names the real site; a trailing
 * slash is dropped, and the host is written as the URL standard writes it (lower case).
 */
export const siteUrl = v.pipe(
  v.string(),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      addIssue({ message: `must be the site's public address, such as https://www.yourbusiness.com ("${value}" is not a URL)` });
      return NEVER;
    }
    const problem =
      url.protocol !== "https:"
        ? "must start with https:// (the address visitors and search engines are sent to)"
        : url.username || url.password
          ? "must not hold a user name or password"
          : url.pathname !== "/" || url.search || url.hash || value.includes("?") || value.includes("#")
            ? `must be the address alone, without a path, query or #fragment: ${url.origin}`
            : null;
    if (problem) {
      addIssue({ message: problem });
      return NEVER;
    }
    return url.origin;
  }),
);
