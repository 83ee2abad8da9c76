import { describe, expect, it, vi } from "vitest";

/** 40 insights whose articles count their reads. */
const reads = vi.hoisted(() => new Map<string, number>());
vi.mock("virtual:insights", () => {
  const slugs = Array.from({ length: 40 }, (_, n) => `insight-${n}`);
  return {
    insights: slugs.map((slug, id) => ({ id, slug })),
    articles: Object.fromEntries(
      slugs.map((slug) => [
        slug,
        async () => {
          reads.set(slug, (reads.get(slug) ?? 0) + 1);
          return { default: { html: `<p>${slug}</p>`, headings: [], wordCount: 1, hero: { sources: {}, img: { src: "", w: 1, h: 1 } } } };
        },
      ]),
    ),
  };
});

const { ARTICLES_KEPT, loadArticle } = await import("./insight-page.tsx");

describe("articles read for rendering: a bounded few kept (issue 23)", () => {
  it("keeps the ARTICLES_KEPT most recently asked for; an older one is read again from its file", async () => {
    expect(ARTICLES_KEPT).toBeLessThan(40);
    for (let n = 0; n < 40; n++) expect((await loadArticle(`insight-${n}`))?.html).toBe(`<p>insight-${n}</p>`);
    expect([...reads.values()].every((count) => count === 1)).toBe(true);
    // The latest ones are still in memory: no second read.
    await loadArticle("insight-39");
    await loadArticle(`insight-${40 - ARTICLES_KEPT}`);
    expect(reads.get("insight-39")).toBe(1);
    expect(reads.get(`insight-${40 - ARTICLES_KEPT}`)).toBe(1);
    // The first was let go long ago: read again, same article.
    expect((await loadArticle("insight-0"))?.html).toBe("<p>insight-0</p>");
    expect(reads.get("insight-0")).toBe(2);
    // insight-(40 - KEPT) was asked for again just now, so it outlived insight-(41 - KEPT), the least recent then.
    await loadArticle(`insight-${41 - ARTICLES_KEPT}`);
    expect(reads.get(`insight-${41 - ARTICLES_KEPT}`)).toBe(2);
  });

  it("an unknown slug (or one an object has by inheritance) has no article", () => {
    expect(loadArticle("no-such-insight")).toBeNull();
    expect(loadArticle("constructor")).toBeNull();
  });
});
