import { afterEach, describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";
import { sitemapEntries } from "#app/features/insights/sitemap.ts";
import { blogPosting, breadcrumbs } from "#app/features/insights/structured-data.ts";
import { siteGraph } from "./json-ld.tsx";
import { buildMeta } from "./meta.ts";
import { absoluteUrl, setSiteUrl, siteUrl } from "./site-url.ts";

/** Issue 47: SITE_URL, read at start, replaces the content's address in every absolute URL. */
describe("the public address is read at run time", () => {
  afterEach(() => setSiteUrl(site.url));

  it("is the content's until the server sets SITE_URL's", () => {
    expect(siteUrl()).toBe(site.url);
    setSiteUrl("https://www.realbiz.test");
    expect(absoluteUrl("/contact")).toBe("https://www.realbiz.test/contact");
  });

  it("canonical link, og:url, og:image, structured data and sitemap all name it", () => {
    setSiteUrl("https://www.realbiz.test");
    const head = buildMeta({ title: "T", description: "D", path: "/contact" });
    const text = JSON.stringify([
      head,
      siteGraph(paths.home),
      breadcrumbs([{ name: "Home", path: "/" }]),
      blogPosting({ slug: "s", title: "T", excerpt: "E", author: site.ownerName, category: "strategy", tags: [], publishedAt: "2025-01-01", readingTime: 3 } as never, 10),
      sitemapEntries([{ slug: "s", publishedAt: "2025-01-01" }]),
    ]);
    expect(head).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.realbiz.test/contact" });
    expect(head).toContainEqual({ property: "og:url", content: "https://www.realbiz.test/contact" });
    expect(text).toContain('"@id":"https://www.realbiz.test/#organization"');
    expect(text).toContain('"@id":"https://www.realbiz.test/#person"');
    expect(text).toContain('"url":"https://www.realbiz.test/insights/s"');
    expect(text).not.toContain(new URL(site.url).host);
  });
});
