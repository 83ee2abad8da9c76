import { describe, expect, it } from "vitest";
import { relatedInsights, type Relatable } from "./related.ts";

const insight = (slug: string, category: string, publishedAt: string, id: number): Relatable => ({ slug, category, publishedAt, id });
/** Deliberately not in date order: the choice sorts for itself. */
const all = [
  insight("growth-old", "growth", "2025-01-10", 1),
  insight("strategy-new", "strategy", "2025-07-01", 7),
  insight("current", "strategy", "2025-05-01", 4),
  insight("security-newest", "security", "2025-08-01", 8),
  insight("strategy-old", "strategy", "2025-02-01", 2),
  insight("tech-mid", "technology", "2025-06-01", 5),
  insight("tech-same-day-newer-id", "technology", "2025-06-01", 6),
];
const current = all[2]!;
const slugs = (list: Relatable[]) => list.map((i) => i.slug);

describe("'Read next': related insights (issue 24)", () => {
  it("the same category first (newest first), then the most recent of the others; never the article itself", () => {
    expect(slugs(relatedInsights(current, all, 3))).toEqual(["strategy-new", "strategy-old", "security-newest"]);
    expect(slugs(relatedInsights(current, all, 5))).toEqual(["strategy-new", "strategy-old", "security-newest", "tech-same-day-newer-id", "tech-mid"]);
  });

  it("with no other of its category, the most recent others; the same day, the newer id first", () => {
    const only = insight("lonely", "growth", "2025-03-01", 3);
    expect(slugs(relatedInsights(only, [...all.filter((i) => i.category !== "growth"), only], 3))).toEqual(["security-newest", "strategy-new", "tech-same-day-newer-id"]);
  });

  it("more of its category than the row holds: only those, the newest", () => {
    const many = Array.from({ length: 6 }, (_, n) => insight(`s${n}`, "strategy", `2025-0${n + 1}-01`, 10 + n));
    expect(slugs(relatedInsights(many[0]!, [...many, ...all.filter((i) => i.category !== "strategy")], 3))).toEqual(["s5", "s4", "s3"]);
  });

  it("never more than asked for, never the current one, nothing when it is alone, and the list is not reordered", () => {
    const copy = [...all];
    for (const i of all) {
      const chosen = relatedInsights(i, all, 3);
      expect(chosen).toHaveLength(3);
      expect(slugs(chosen)).not.toContain(i.slug);
      expect(new Set(slugs(chosen)).size).toBe(3);
    }
    expect(all).toEqual(copy);
    expect(relatedInsights(current, [current], 3)).toEqual([]);
    expect(relatedInsights(current, all, 0)).toEqual([]);
  });
});
