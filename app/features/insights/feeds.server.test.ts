import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { insights } from "virtual:insights";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { buildFeeds, FEED_ITEMS_MAX, servedFileBytes } from "./feeds.server.ts";

/**
 * Issue 'Money and access hold under abuse', item 15: RSS's <author> must be an e-mail address
 * (the site has none for its writers: dc:creator names them), and an enclosure's length is the
 * real size of the image served, not 0.
 */
describe("the feeds", () => {
  const sizes = new Map(insights.map((i, n) => [`/og/${i.slug}.png`, 10_000 + n]));
  let rss = "";
  let atom = "";
  // The first build loads every article and its images through Vite (slow on a cold cache).
  beforeAll(async () => {
    ({ rss, atom } = await buildFeeds({ imageBytes: (p) => sizes.get(p) ?? null }));
  }, 180_000);

  it("RSS names each item's writer in dc:creator, never in <author>", () => {
    expect(rss).not.toMatch(/<author>/);
    expect(rss).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(insights.length);
    for (const [n, item] of items.entries()) expect(item).toContain(`<dc:creator>${insights[n]!.author}</dc:creator>`);
  });

  it("gives each enclosure the real byte size of its image", () => {
    const enclosures = [...rss.matchAll(/<enclosure ([^>]*)\/>/g)].map((m) => m[1]!);
    expect(enclosures).toHaveLength(insights.length);
    for (const [n, attrs] of enclosures.entries()) {
      const slug = insights[n]!.slug;
      expect(attrs).toContain(`/og/${slug}.png"`);
      expect(attrs).toContain(`length="${sizes.get(`/og/${slug}.png`)}"`);
      expect(attrs).toContain('type="image/png"');
    }
    expect(rss).not.toContain('length="0"');
    // Atom keeps its author (a name and a link is what Atom asks for).
    expect(atom).toMatch(/<author>\s*<name>/);
    expect(atom).not.toContain('length="0"');
  });

  it("holds the newest insights only: a reader polls for what is new, and a feed must not grow with the site", async () => {
    expect(FEED_ITEMS_MAX).toBe(20);
    const { rss: two, atom: twoAtom } = await buildFeeds({ imageBytes: () => null }, 2);
    const newest = [...insights].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 2);
    const links = [...two.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(newest.map((i) => `${site.url}/insights/${i.slug}`));
    expect(twoAtom.match(/<entry>/g)).toHaveLength(2);
  });

  it("leaves an enclosure out rather than give it a made-up length", async () => {
    const { rss: without } = await buildFeeds({ imageBytes: () => null });
    expect(without).not.toContain("<enclosure");
  });

  it("measures the file the server serves", () => {
    const root = mkdtempSync(path.join(tmpdir(), "feed-"));
    mkdirSync(path.join(root, "og"));
    writeFileSync(path.join(root, "og", "a.png"), Buffer.alloc(1234));
    expect(servedFileBytes("/og/a.png", root)).toBe(1234);
    expect(servedFileBytes("/og/missing.png", root)).toBeNull();
    expect(servedFileBytes("/og", root)).toBeNull();
  });
});
