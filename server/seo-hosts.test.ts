import { describe, expect, it } from "vitest";
import { DEFAULT_NOINDEX_HOSTS, parseEnv } from "#app/config/env.server.ts";
import { hostMatches, isNoindexHost, robotsTxt } from "./seo-hosts";

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
});
