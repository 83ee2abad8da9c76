import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { insightCategories } from "#content/insights/categories.ts";

/**
 * The bench's 1,000 generated insights (issue 13): written to a scratch folder at bench time,
 * never shipped. Varied titles, excerpts, tags and categories, so searches match some and not
 * others, and a short Markdown body each (the list pages and the search never read bodies).
 */
const topics = ["website strategy", "conversion", "page speed", "cookie consent", "custom code", "AI tools", "positioning", "lead forms", "SEO", "analytics", "security", "hosting", "content", "pricing pages", "onboarding", "email", "case studies", "testimonials", "navigation", "accessibility"];
const verbs = ["Rethinking", "Fixing", "Measuring", "Planning", "Simplifying", "Auditing", "Scaling", "Testing"];
const tagPool = ["Strategy", "Growth", "Security", "Performance", "WordPress", "Lovable", "Privacy", "UX", "Copywriting", "Analytics", "SEO", "Forms", "Conversion", "Hosting", "Ownership"];

export function writeInsightsFixture(dir: string, count = 1000): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "images"), { recursive: true });
  copyFileSync("content/insights/images/why-im-moving-clients-off-wordpress.jpg", path.join(dir, "images/fixture.jpg"));
  for (let n = 1; n <= count; n++) {
    const topic = topics[n % topics.length]!;
    const title = `${verbs[n % verbs.length]} ${topic} for small business number ${n}`;
    const slug = `fixture-insight-${n}`;
    const day = String((n % 28) + 1).padStart(2, "0");
    const month = String((n % 12) + 1).padStart(2, "0");
    const tags = Array.from({ length: 3 + (n % 4) }, (_, k) => tagPool[(n + k * 3) % tagPool.length]!);
    const front = [
      "---",
      `id: ${n}`,
      `title: "${title}"`,
      `slug: ${slug}`,
      `excerpt: "A practical look at ${topic} for founders: what to measure, what to change first, and what to leave alone (note ${n})."`,
      `category: ${insightCategories[n % insightCategories.length]!.key}`,
      "author: Jordan Avery",
      `publishedAt: ${2020 + (n % 6)}-${month}-${day}`,
      `readingTime: ${3 + (n % 12)}`,
      "heroImage: fixture.jpg",
      "thumbnailImage: fixture.jpg",
      `imageAlt: "Illustration for insight ${n}"`,
      `tags: [${[...new Set(tags)].join(", ")}]`,
      `featured: ${n % 97 === 0}`,
      "---",
    ].join("\n");
    const body = `\n## Why ${topic} matters\n\nA short body for the fixture, with **bold** and *italic* text.\n\n## What to do next\n\n- One step\n- Another step\n`;
    writeFileSync(path.join(dir, `${slug}.md`), `${front}\n${body}`);
  }
}
