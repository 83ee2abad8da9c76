import { describe, expect, it } from "vitest";
import type { PagePolicy } from "#app/lib/page-policy.ts";
import { cspAdditionsFor } from "./csp-by-path.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

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
    const csp = contentSecurityPolicy(["'nonce-x'"], "/");
    expect(csp).toContain("script-src 'self' 'nonce-x';");
    expect(csp).toContain("default-src 'self';");
    // Read from default-src by the browser when absent: not written out while they equal it.
    for (const name of ["connect-src", "font-src", "frame-src", "manifest-src"]) expect(csp).not.toContain(name);
    // worker-src falls back to script-src, whose locations here are 'self' too: not written.
    expect(csp).not.toContain("worker-src");
    expect(csp).toContain("img-src 'self' data:;");
  });
  it("lets the site's own pages be framed by the site only, and the owner's area and the APIs by nothing (issue 48)", () => {
    for (const p of ["/", "/portfolio/the-essential-website", "/insights/a-post"]) expect(contentSecurityPolicy([], p)).toMatch(/(^|;)frame-ancestors 'self'(;|$)/);
    for (const p of ["/admin", "/admin/inbox", "/ADMIN/orders", "/admin.data", "/api/checkout/lead"]) expect(contentSecurityPolicy([], p)).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
  });
  it("writes worker-src where script-src allows more hosts than it: a page's script host is not a worker's", () => {
    const csp = contentSecurityPolicy(["'nonce-x'"], "/checkout-premium-strategy");
    expect(csp).toMatch(/script-src 'self' 'nonce-x' [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/(^|;)worker-src 'self'(;|$)/);
  });
  it("writes a directive left to default-src out in full where a page adds to it: default-src's sources first", () => {
    const csp = contentSecurityPolicy([], "/checkout-premium-strategy");
    expect(csp).toMatch(/(^|;)connect-src 'self' [^;]*https:\/\/api\.stripe\.com/);
    expect(csp).toMatch(/(^|;)frame-src 'self' [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).not.toContain("font-src");
  });
  it("the site's own list: Stripe on the purchase pages only, the scheduler on the chat and strategy-prep pages only", () => {
    for (const p of ["/checkout-strategy-call", "/checkout-premium-strategy"]) {
      const csp = contentSecurityPolicy([], p);
      expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
      expect(csp).not.toContain("calendly.com");
    }
    for (const p of ["/chat-with-jordan", "/strategy-prep"]) {
      const csp = contentSecurityPolicy([], p);
      expect(csp).toMatch(/frame-src 'self' https:\/\/calendly\.com;/);
      expect(csp).not.toContain("stripe.com");
    }
    for (const p of ["/", "/success", "/contact", "/insights"]) {
      const csp = contentSecurityPolicy([], p);
      expect(csp).not.toContain("stripe.com");
      expect(csp).not.toContain("calendly.com");
    }
  });
});
