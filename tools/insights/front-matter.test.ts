import { mkdtempSync, mkdirSync, writeFileSync, copyFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseInsightFile } from "./front-matter.ts";
import { loadInsights } from "./load-insights.ts";

const good = `---
id: 1
title: "A title"
slug: a-title
excerpt: An excerpt.
category: growth
author: Jordan Avery
publishedAt: 2025-06-07
readingTime: 5
heroImage: cms-exit.jpg
thumbnailImage: cms-exit.jpg
imageAlt: An image
tags: [One, Two]
featured: false
---
Body text.
`;

describe("insight front matter", () => {
  it("reads a good file; dates stay calendar strings", () => {
    const { frontMatter, body } = parseInsightFile("a-title.md", good);
    expect(frontMatter.publishedAt).toBe("2025-06-07");
    expect(frontMatter.tags).toEqual(["One", "Two"]);
    expect(body.trim()).toBe("Body text.");
  });

  it.each([
    ["category: growth", "category: cooking", /a-title\.md: front matter field "category"/],
    ["publishedAt: 2025-06-07", "publishedAt: 2025-02-30", /field "publishedAt": is not a real calendar date/],
    ["readingTime: 5", "readingTime: five", /field "readingTime"/],
    ["featured: false", "featured: false\nsecret: 1", /field "secret"/],
    ["tags: [One, Two]", "tags: []", /field "tags"/],
    ["tags: [One, Two]", "tags: [One, One]", /field "tags\.1": "One" is already a tag/],
    ["tags: [One, Two]", "tags: [One, Two, one]", /a-title\.md: front matter field "tags\.2": "one" is already a tag of this insight/],
    ["id: 1\n", "", /field "id": Invalid input: expected number, received undefined$/],
    // The owner's messages, worded as before the move from zod to valibot (docs/decisions/043).
    ["category: growth\n", "", /field "category": must be one of strategy, /],
    ['title: "A title"', "title: '  '", /field "title": Too small: expected string to have >=1 characters$/],
    ["readingTime: 5", "readingTime: 2.5", /field "readingTime": Invalid input: expected int, received number$/],
    ["featured: false", "featured: false\nsecret: 1\nother: 2", /field "secret, other": Unrecognized keys: "secret", "other"$/],
    // A search snippet is cut at about 160 characters; under 70, engines write their own.
    ["excerpt: An excerpt.", `excerpt: An excerpt.\ndescription: "${"w".repeat(161)}"`, /field "description"/],
    ["excerpt: An excerpt.", "excerpt: An excerpt.\ndescription: Too short to be a snippet.", /field "description"/],
  ])("names the file and the field: %s → %s", (from, to, message) => {
    expect(() => parseInsightFile("a-title.md", good.replace(from, to))).toThrow(message);
  });

  it("never evaluates code: JavaScript front matter and custom tags are refused", () => {
    expect(() => parseInsightFile("x.md", "---js\n{ id: (() => process.exit(1))() }\n---\n")).toThrow(/no front matter/);
    expect(() => parseInsightFile("x.md", good.replace("title: \"A title\"", "title: !!js/function 'function(){}'"))).toThrow(/x\.md/);
  });

  it("checks across files: the slug is the file name, ids unique, images present", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "insights-"));
    mkdirSync(path.join(dir, "images"));
    copyFileSync("content/insights/images/why-im-moving-clients-off-wordpress.jpg", path.join(dir, "images/cms-exit.jpg"));
    writeFileSync(path.join(dir, "a-title.md"), good);
    expect(loadInsights(dir)).toHaveLength(1);
    writeFileSync(path.join(dir, "other.md"), good);
    expect(() => loadInsights(dir)).toThrow(/other\.md: front matter field "slug": must match the file name/);
    writeFileSync(path.join(dir, "other.md"), good.replace("slug: a-title", "slug: other"));
    expect(() => loadInsights(dir)).toThrow(/other\.md: front matter field "id": 1 is already used/);
    writeFileSync(path.join(dir, "other.md"), good.replace("slug: a-title", "slug: other").replace("id: 1", "id: 2").replace("heroImage: cms-exit.jpg", "heroImage: none.jpg"));
    expect(() => loadInsights(dir)).toThrow(/field "heroImage": no such image/);
  });

  it("the published insights are valid, substantial, and SPEC §3's three are there as it lists them", () => {
    const all = loadInsights("content/insights");
    // SPEC's three (ids 6-8), newest first; the insights added since (issue 24) come with ids above them.
    const spec = all.filter((i) => i.frontMatter.id <= 8);
    expect(spec.map((i) => [i.frontMatter.id, i.frontMatter.category, i.frontMatter.publishedAt, i.frontMatter.readingTime, i.frontMatter.featured])).toEqual([
      [8, "strategy", "2025-06-07", 8, false],
      [7, "security", "2025-06-07", 12, false],
      [6, "strategy", "2025-05-26", 15, true],
    ]);
    expect(spec[0]!.frontMatter.slug).toBe("the-many-chapters-of-my-professional-story");
    expect(spec[1]!.frontMatter.slug).toBe("cookie-consent-compliance-exposes-cms-website-flaws");
    expect(spec[2]!.frontMatter.slug).toMatch(/^why-im-moving-clients-off/);
    expect(all.length).toBeGreaterThan(spec.length);
    for (const i of all) {
      // The build's own count (the BlogPosting's wordCount and the reading time's).
      expect(i.wordCount, i.file).toBeGreaterThanOrEqual(1200);
      expect(i.headings.filter((h) => h.level === 2).length, i.file).toBeGreaterThanOrEqual(4);
    }
  });
});
