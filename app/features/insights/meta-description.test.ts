import { describe, expect, it } from "vitest";
import { insights } from "virtual:insights";
import { cutAtWord, META_DESCRIPTION_MAX, metaDescription } from "./meta-description.ts";

describe("an insight's meta description", () => {
  it("is the author's description when there is one, else the excerpt", () => {
    expect(metaDescription({ excerpt: "A short excerpt.", description: "The snippet." })).toBe("The snippet.");
    expect(metaDescription({ excerpt: "A short excerpt." })).toBe("A short excerpt.");
  });

  it("cuts a long excerpt at the last whole word that fits, with an ellipsis and no dangling punctuation", () => {
    const excerpt = `${"word ".repeat(30)}ends, here and goes on well past the limit of a snippet`;
    const cut = metaDescription({ excerpt });
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith("…")).toBe(true);
    expect(excerpt.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[\s,]…$/);
    expect(cutAtWord("alpha beta, gamma", 12)).toBe("alpha beta…");
    expect(cutAtWord("x".repeat(20), 10)).toBe(`${"x".repeat(9)}…`);
    expect(cutAtWord("fits exactly", 12)).toBe("fits exactly");
    // Never half a character: an emoji (two UTF-16 units) that does not fit whole is left out.
    expect(cutAtWord(`${"x".repeat(8)}😀tail`, 10)).toBe(`${"x".repeat(8)}…`);
  });

  it("is within what a search engine shows for every insight", () => {
    for (const insight of insights) expect(metaDescription(insight).length, insight.slug).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });
});
