import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { paths } from "./config/paths.ts";
import { existsSync } from "node:fs";
import { pages as pagesOnDisk } from "#tests/support/page-table.ts";
import { pageTable } from "./page-table.ts";
import { pageFor, pages } from "./pages.ts";
import routes from "./routes.ts";
import { prerenderedPaths } from "./prerendered-paths.ts";

/** SPEC §2's route table, written out independently of app/pages.ts. */
const specRoutes = [
  "/",
  `/about-${site.slug}`,
  "/the-essential-build",
  "/the-essential-build-draft",
  "/contact",
  "/get-in-touch",
  `/chat-with-${site.slug}`,
  "/checkout-strategy-call",
  "/checkout-premium-strategy",
  "/strategy-prep",
  "/session-confirmation",
  "/success",
  "/cancel",
  "/confirmation",
  "/portfolio",
  "/portfolio/the-essential-website",
  "/coming-soon",
  "/insights",
  "/insights-full",
  "/admin/insights",
  "/admin/exclude",
  "/privacy-policy",
  "/terms-of-use",
  "/cookie-policy",
  "/disclaimer",
];

const routePaths = routes.map((r) => (r.index ? "/" : `/${r.path}`));

describe("route table", () => {
  // A page beyond SPEC's table says so in its page file (`beyondSpec`, with the decision behind
  // it): then it needs no line here, and a SPEC page can still neither go missing nor slip out
  // of this list by claiming to be beyond SPEC.
  it("registers every page of SPEC §2, once, and no other page that does not say why", () => {
    const ofSpec = pages.filter((p) => !p.beyondSpec).map((p) => p.path);
    expect(ofSpec.sort()).toEqual([...specRoutes].sort());
    for (const p of pages.filter((p) => p.beyondSpec)) expect(specRoutes, p.path).not.toContain(p.path);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it("reads the same table with Vite's glob and from the disk (what runs without Vite)", () => {
    expect(pagesOnDisk).toEqual(pages);
  });

  it("gives every page the route module its file names, and a public page its template", () => {
    for (const p of pages) expect(existsSync(new URL(p.file, import.meta.url)), p.file).toBe(true);
    expect(pages.filter((p) => !p.path.startsWith("/admin") && !p.template).map((p) => p.path)).toEqual([]);
    expect(pageFor("/the-essential-build").template).toBe("essential-build");
    expect(pageFor("/privacy-policy")).toMatchObject({ name: "legal.privacy", file: "routes/legal.privacy.tsx", template: "legal-privacy" });
    expect(pageFor("/admin/exclude").template).toBeUndefined();
  });

  it("refuses a page file that is not content/pages/<route>.page.ts exporting `page`", () => {
    const entry = { path: "/x", title: "A title", description: "A description", prerender: true };
    expect(pageTable({ "/content/pages/x.page.ts": entry })[0]).toMatchObject({ name: "x", file: "routes/x.tsx", template: "x" });
    expect(() => pageTable({ "/content/pages/x.page.ts": undefined })).toThrow(/exports `page`/);
    expect(() => pageTable({ "/content/pages/X.ts": entry })).toThrow(/content\/pages\/<route>\.page\.ts/);
  });

  it("routes every page, the /home alias, articles and a catch-all last", () => {
    for (const p of specRoutes) expect(routePaths).toContain(p);
    expect(routePaths).toContain("/home");
    expect(routePaths).toContain("/insights/:slug");
    expect(routePaths.at(-1)).toBe("/*");
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  it("derives the owner's URLs from the slug", () => {
    expect(paths.about).toBe(`/about-${site.slug}`);
    expect(paths.chat).toBe(`/chat-with-${site.slug}`);
  });

  it("renders once only pages that need no request data", () => {
    expect(prerenderedPaths).not.toContain("/admin/insights");
    expect(prerenderedPaths).not.toContain("/admin/exclude");
    // Gated content is never rendered once for everyone (DECISIONS 10).
    expect(prerenderedPaths).not.toContain("/portfolio/the-essential-website");
    expect(prerenderedPaths).toContain("/");
    expect(prerenderedPaths).toContain("/privacy-policy");
  });

  it("keeps the draft build page, admin and status pages out of search", () => {
    const noindex = pages.filter((p) => p.noindex).map((p) => p.path);
    for (const p of ["/the-essential-build-draft", "/admin/insights", "/admin/exclude", "/portfolio", "/success", "/cancel"]) {
      expect(noindex).toContain(p);
    }
    expect(noindex).not.toContain("/");
    expect(noindex).not.toContain("/the-essential-build");
  });

  it("gives every page a distinct, non-empty title and description", () => {
    for (const p of pages) {
      expect(p.title.length).toBeGreaterThan(5);
      expect(p.description.length).toBeGreaterThan(10);
    }
    // Pages found by search engines: no two share a title or a description (search results and
    // Search Console read duplicates as one page said twice).
    const indexed = pages.filter((p) => !p.noindex);
    expect(new Set(indexed.map((p) => p.title)).size).toBe(indexed.length);
    expect(new Set(indexed.map((p) => p.description)).size).toBe(indexed.length);
  });

  it("fits an indexed page's title and description into a search result", () => {
    // About 60 characters of a title and 155-160 of a description are shown; a description
    // under ~70 is often replaced by the engine's own pick from the page.
    for (const p of pages.filter((p) => !p.noindex)) {
      expect(p.title.length, p.title).toBeLessThanOrEqual(60);
      expect(p.description.length, p.path).toBeGreaterThanOrEqual(70);
      expect(p.description.length, p.path).toBeLessThanOrEqual(160);
    }
  });
});
