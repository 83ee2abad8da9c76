import { describe, expect, it } from "vitest";
import { cspAdditionsFor, type PagePolicy } from "./csp-by-path";
import { contentSecurityPolicy } from "./security-headers";

const policies: PagePolicy[] = [
  { paths: ["/checkout-strategy-call"], add: { "frame-src": ["https://js.example.com"], "script-src": ["https://js.example.com"] } },
  { paths: ["/portfolio/*"], add: { "frame-src": ["'self'", "https://preview.example.com"] } },
];

describe("per-page CSP additions", () => {
  it("adds a page's sources on that page only", () => {
    expect(cspAdditionsFor("/checkout-strategy-call", policies)["frame-src"]).toEqual(["https://js.example.com"]);
    expect(cspAdditionsFor("/checkout-strategy-call/x", policies)).toEqual({});
    expect(cspAdditionsFor("/", policies)).toEqual({});
    expect(cspAdditionsFor("/portfolio/the-essential-website", policies)["frame-src"]).toContain("https://preview.example.com");
    expect(cspAdditionsFor("/portfolio", policies)).toEqual({});
  });
  it("leaves the baseline untouched where nothing is added", () => {
    expect(contentSecurityPolicy(["'nonce-x'"], "/")).toContain("frame-src 'self';");
    expect(contentSecurityPolicy(["'nonce-x'"], "/")).toContain("script-src 'self' 'nonce-x';");
  });
});
