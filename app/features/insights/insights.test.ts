import { describe, expect, it } from "vitest";
import { insights } from "virtual:insights";
import { longDate, shortDate, isoDate } from "./dates.ts";
import { filtersQuery, readFilters } from "./filters.ts";
import { filterInsights, preparedMatcher, resultLine, searchText, typingSearch } from "./search.ts";
import { sitemapEntries, sitemapXml, SITEMAP_STATIC_PAGE_COUNT } from "./sitemap.ts";
import { jsonLdText } from "#app/lib/json-ld.tsx";
import { SITEMAP_STATIC_PAGES } from "#app/config/sitemap.ts";
import { pages, type Page } from "#app/pages.ts";

const sample = { title: "Cookie Consent", excerpt: "A banner that loads late.", tags: ["GDPR", "Privacy"], category: "security" };
const matchesInsight = (insight: typeof sample, query: string, category: string | null) => filterInsights([insight], query, category).length === 1;

describe("insight search (SPEC §5)", () => {
  it("matches a case-insensitive substring of title, excerpt or any tag; never the body", () => {
    expect(matchesInsight(sample, "cookie", null)).toBe(true);
    expect(matchesInsight(sample, "LOADS LATE", null)).toBe(true);
    expect(matchesInsight(sample, "gdp", null)).toBe(true);
    expect(matchesInsight(sample, "wordpress", null)).toBe(false);
    expect(matchesInsight(sample, "   ", null)).toBe(true);
  });
  it("the category matches its key exactly, null meaning all, AND with the query", () => {
    expect(matchesInsight(sample, "", "security")).toBe(true);
    expect(matchesInsight(sample, "", "Security")).toBe(false);
    expect(matchesInsight(sample, "cookie", "growth")).toBe(false);
    expect(filterInsights(insights, "", "strategy").map((i) => i.id)).toEqual([8, 6]);
    // The series' first part (its title and tag) and SPEC's featured article (its tag), newest first.
    expect(filterInsights(insights, "lovable", null).map((i) => i.id)).toEqual([11, 6]);
    expect(filterInsights(insights, "lovable", "strategy").map((i) => i.id)).toEqual([6]);
  });
  it("never finds a query across two fields, nor by the category's key, and a query cannot hold the separator", () => {
    for (const q of ["late.gdpr", "late. gdpr", "gdprprivacy", "consenta banner", "security"]) expect(matchesInsight(sample, q, null), q).toBe(false);
    expect(matchesInsight(sample, "consent", null)).toBe(true);
    expect(matchesInsight(sample, "e.", null)).toBe(true);
    expect(preparedMatcher("late.\u0000gdpr", null)(searchText(sample), sample.category)).toBe(false);
    expect(preparedMatcher(" Privacy ", "security")(searchText(sample), sample.category)).toBe(true);
    expect(preparedMatcher("privacy", "growth")(searchText(sample), sample.category)).toBe(false);
  });
  it("a typing search finds what the search finds, typed on, erased, in any category, however the words are spaced or cased", () => {
    const words = ["apple", "pear", "plum", "apricot", "peach", "grape", "lime", "melon"];
    // 300 insights of a few words each, in three categories.
    const list = Array.from({ length: 300 }, (_, n) => {
      const insight = { title: `${words[n % 8]} ${words[(n * 3) % 8]}`, excerpt: `note ${n}`, tags: [words[(n * 5) % 8]!], category: ["growth", "seo", "strategy"][n % 3]! };
      return { ...insight, text: searchText(insight) };
    });
    const search = typingSearch(list);
    const typed = (word: string) => [...word].map((_, n) => word.slice(0, n + 1));
    const steps = [...typed("apricot"), ..."apricot".split("").map((_, n) => "apricot".slice(0, 6 - n)), ...typed("Pe ach"), " note 1", "note 12", "note 1", "LIME", "xyz", "", "\u0000"];
    for (const category of [null, "seo", "growth", null]) {
      for (const q of steps) expect(search(q, category), `${JSON.stringify(q)} in ${category}`).toEqual(filterInsights(list, q, category));
    }
  });
  it("a typing search looks only among the last query's matches as a query is typed on, and not at all for one searched lately", () => {
    let reads = 0;
    const list = Array.from({ length: 100 }, (_, n) => ({
      category: "growth",
      get text() {
        reads++;
        return n < 10 ? `strategy ${n}` : `story ${n}`;
      },
    }));
    const search = typingSearch(list);
    const readsOf = (q: string) => ((reads = 0), search(q, null).length, reads);
    expect(readsOf("s")).toBe(100);
    expect(readsOf("st")).toBe(100);
    expect(readsOf("str")).toBe(100);
    expect(readsOf("stra")).toBe(10);
    expect(readsOf("str")).toBe(0);
    expect(readsOf("stra")).toBe(0);
    // Another category: the list again.
    expect(((reads = 0), search("stra", "growth").length, reads)).toBe(100);
  });
  it("says what it found", () => {
    expect(resultLine(0, "", null)).toBe("No insights found");
    expect(resultLine(1, "x", null)).toBe('1 insight found for "x"');
    expect(resultLine(3, "", "Strategy")).toBe("3 insights found in Strategy");
    expect(resultLine(2, " a b ", "Growth")).toBe('2 insights found for "a b" in Growth');
  });
});

describe("insight dates", () => {
  it("print the calendar day whatever the time zone", () => {
    const tz = process.env.TZ;
    for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
      process.env.TZ = zone;
      expect(longDate("2025-06-07")).toBe("June 7, 2025");
      expect(shortDate("2025-05-26")).toBe("May 26, 2025");
      expect(shortDate("2025-06-07")).toBe("Jun 7, 2025");
      expect(isoDate("2025-06-07")).toBe("2025-06-07T00:00:00.000Z");
    }
    process.env.TZ = tz;
    expect(() => longDate("7 June 2025")).toThrow();
  });
});

describe("/insights-full filters from the URL", () => {
  it("reads search and category; unknown categories mean all; the first category wins", () => {
    expect(readFilters(new URLSearchParams(""))).toEqual({ search: "", category: null, limit: 12, noindex: false });
    expect(readFilters(new URLSearchParams("limit=50")).limit).toBe(48);
    expect(readFilters(new URLSearchParams("limit=30")).limit).toBe(24);
    expect(readFilters(new URLSearchParams("limit=-5")).limit).toBe(12);
    expect(readFilters(new URLSearchParams("limit=x")).limit).toBe(12);
    expect(readFilters(new URLSearchParams("search="))).toEqual({ search: "", category: null, limit: 12, noindex: true });
    expect(readFilters(new URLSearchParams("category=security&category=growth"))).toMatchObject({ category: "security", noindex: true });
    expect(readFilters(new URLSearchParams("category=&category=growth"))).toMatchObject({ category: null, noindex: false });
    expect(readFilters(new URLSearchParams("category=cooking"))).toMatchObject({ category: null, noindex: false });
    expect(readFilters(new URLSearchParams(`search=${"x".repeat(500)}`)).search).toHaveLength(200);
    expect(filtersQuery("a b", "growth")).toBe("?search=a+b&category=growth");
    expect(filtersQuery("", null)).toBe("");
  });
});

describe("sitemap", () => {
  it("lists the static pages, then each insight with its lastmod", () => {
    const entries = sitemapEntries([{ slug: "a", publishedAt: "2025-01-02" }, { slug: "b&c", publishedAt: "2025-01-02", updatedAt: "2025-03-04" }]);
    expect(entries).toHaveLength(SITEMAP_STATIC_PAGE_COUNT + 2);
    expect(entries.slice(0, SITEMAP_STATIC_PAGE_COUNT).map((e) => e.lastmod)).toEqual(Array(SITEMAP_STATIC_PAGE_COUNT).fill(undefined));
    expect(entries[SITEMAP_STATIC_PAGE_COUNT]).toEqual({ url: "https://www.example.com/insights/a", changefreq: "monthly", priority: "0.7", lastmod: "2025-01-02" });
    expect(entries[SITEMAP_STATIC_PAGE_COUNT + 1]!.lastmod).toBe("2025-03-04");
    expect(sitemapXml(entries)).toContain("<loc>https://www.example.com/insights/b&amp;c</loc>");
  });

  // The sitemap's list is read from the route table (a page file's `sitemap`): each one a page
  // that is indexable, listed once. Its length is read from the list, never written by hand.
  it("lists only pages of the route table that search engines may index, each once", () => {
    const listed = SITEMAP_STATIC_PAGES.map((p) => p.path);
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of listed) {
      const page: Page | undefined = pages.find((p) => p.path === path);
      expect(page, path).toBeDefined();
      expect(page?.noindex, path).toBeFalsy();
    }
  });
});

describe("JSON-LD text", () => {
  it("cannot close its script element or open a comment", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script> <!-- & \u2028" });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> <!-- & \u2028" });
  });
});

describe("the post embed's frame", () => {
  it("is allowed only on the articles that hold one (none of the published ones)", async () => {
    const { insightEmbedsCsp } = await import("./csp.ts");
    expect(insightEmbedsCsp.paths).toEqual(insights.filter((i) => i.embeds).map((i) => `/insights/${i.slug}`));
    expect(insights.every((i) => !i.embeds)).toBe(true);
  });
});
