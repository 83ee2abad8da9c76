import { describe, expect, it } from "vitest";
import { robotsMetaForHost } from "./robots-meta.server.ts";

const page = (head: string) => Buffer.from(`<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>index, follow</body></html>`);

describe("a page on a noindex host says noindex in its robots meta too (issue 47)", () => {
  it("turns the page's 'index, follow' into 'noindex, nofollow', and nothing else", () => {
    const out = robotsMetaForHost(page('<meta name="robots" content="index, follow"/>'), true).toString();
    expect(out).toBe(page('<meta name="robots" content="noindex, nofollow"/>').toString());
  });
  it("leaves the site's own host's page as it is", () => {
    const html = page('<meta name="robots" content="index, follow"/>');
    expect(robotsMetaForHost(html, false)).toBe(html);
  });
  it("keeps a page's own noindex, and adds one to a page that says nothing", () => {
    const own = page('<meta name="robots" content="noindex, nofollow"/>');
    expect(robotsMetaForHost(own, true).toString()).toBe(own.toString());
    expect(robotsMetaForHost(page(""), true).toString()).toContain('<head><meta name="robots" content="noindex, nofollow"/><meta charSet="utf-8"/>');
  });
});
