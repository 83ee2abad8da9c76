import { describe, expect, it } from "vitest";
import { DEFAULT_NOINDEX_HOSTS, parseEnv } from "#app/config/env.server.ts";
import { setSiteUrl, siteUrl } from "#app/lib/site-url.ts";
import { hostMatches, isNoindexHost, noindexRule, robotsTxt } from "./seo-hosts.ts";

describe("preview, staging and local hosts (NOINDEX_HOSTS)", () => {
  const defaults = parseEnv({ NOINDEX_HOSTS: DEFAULT_NOINDEX_HOSTS }).NOINDEX_HOSTS;
  it.each([
    ["localhost", true],
    ["app.localhost", true],
    ["mac.local", true],
    ["staging.example.com", true],
    ["preview.example.com", true],
    ["pr-12.preview.example.com", true],
    ["site-preview.example.net", true],
    ["www.example.com", false],
    ["example.com", false],
    ["previewer.example.com", false],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["::1", true],
    ["127.0.0.10", false],
    ["[::2]", false],
  ])("%s → noindex %s", (host, expected) => {
    expect(isNoindexHost(host, defaults)).toBe(expected);
  });
  it("patterns are literal but for *, and case-insensitive", () => {
    expect(hostMatches("aXb.com", "a.b.com")).toBe(false);
    expect(hostMatches("A.B.COM", "a.b.com")).toBe(true);
    expect(hostMatches("x.dev.example.com", "*.dev.example.com")).toBe(true);
  });
  it("a Host longer than DNS allows is not matched against the patterns, and is noindex", () => {
    const long = `${"a".repeat(20_000)}.example.com`;
    const started = performance.now();
    expect(isNoindexHost(long, ["*a*b*c*d*"])).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
    expect(isNoindexHost(`${"a".repeat(241)}.example.com`, ["*a*b*c*d*"])).toBe(false);
  });
  it("is configurable: a list replaces the default, none turns it off, a bad pattern stops the boot", () => {
    expect(parseEnv({}).NOINDEX_HOSTS).toEqual(defaults);
    expect(parseEnv({ NOINDEX_HOSTS: "none" }).NOINDEX_HOSTS).toEqual([]);
    expect(parseEnv({ NOINDEX_HOSTS: " Beta.Example.com , *.test " }).NOINDEX_HOSTS).toEqual(["beta.example.com", "*.test"]);
    expect(() => parseEnv({ NOINDEX_HOSTS: "bad host/" })).toThrow(/NOINDEX_HOSTS/);
  });
  it("robots.txt lets crawlers read the noindex there, and points at the sitemap elsewhere", () => {
    expect(robotsTxt(true)).toBe("User-agent: *\nAllow: /\n");
    expect(robotsTxt(false)).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
  it("robots.txt points at the sitemap of SITE_URL's address", () => {
    const before = siteUrl();
    try {
      setSiteUrl("https://www.realbiz.test");
      expect(robotsTxt(false)).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.realbiz.test/sitemap.xml\n");
    } finally {
      setSiteUrl(before);
    }
  });
});

describe("only the site's own host is indexed (issue 47)", () => {
  const defaults = parseEnv({}).NOINDEX_HOSTS;
  const rule = noindexRule({ siteHost: "www.realbiz.test", indexHosts: [], noindexHosts: defaults });
  it.each([
    ["www.realbiz.test", false],
    ["WWW.RealBiz.test", false],
    // The bare domain, the server's address, another name pointed at it, the sample's address: not the site's.
    ["realbiz.test", true],
    ["203.0.113.7", true],
    ["www.otherbiz.test", true],
    ["www.example.com", true],
    ["", true],
    // Preview, staging and local hosts stay noindex.
    ["staging.realbiz.test", true],
    ["localhost", true],
  ])("%s → noindex %s", (host, expected) => {
    expect(rule(host)).toBe(expected);
  });
  it("INDEX_HOSTS lets other hosts be indexed; NOINDEX_HOSTS wins, even over SITE_URL's own host", () => {
    const withIndex = noindexRule({ siteHost: "www.realbiz.test", indexHosts: parseEnv({ INDEX_HOSTS: "realbiz.test, *.realbiz.net" }).INDEX_HOSTS, noindexHosts: defaults });
    expect(withIndex("realbiz.test")).toBe(false);
    expect(withIndex("shop.realbiz.net")).toBe(false);
    expect(withIndex("staging.realbiz.net")).toBe(true);
    expect(noindexRule({ siteHost: "staging.realbiz.test", indexHosts: [], noindexHosts: defaults })("staging.realbiz.test")).toBe(true);
    expect(parseEnv({}).INDEX_HOSTS).toEqual([]);
    expect(() => parseEnv({ INDEX_HOSTS: "bad host/" })).toThrow(/INDEX_HOSTS/);
  });
});
