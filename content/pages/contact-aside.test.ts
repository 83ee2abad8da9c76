import { describe, expect, it } from "vitest";
import { contactAside } from "./contact-aside.ts";
import { getInTouchPage } from "./get-in-touch.ts";

const STOP = new Set(["the", "and", "you", "your", "for", "not", "but", "are", "with", "that", "this", "will", "what", "about", "into", "when", "where", "who", "how", "its", "any", "can"]);
const wordsOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, " ").split(/\s+/).filter(Boolean);
/** Every run of three words. */
const triples = (text: string) => {
  const words = wordsOf(text);
  return words.slice(2).map((_, n) => words.slice(n, n + 3).join(" "));
};
const contentWords = (text: string) => new Set(wordsOf(text).filter((w) => w.length > 2 && !STOP.has(w)));

describe("contact aside", () => {
  it("its steps for a message never restate what /get-in-touch already says above the form", () => {
    const page = new Set([getInTouchPage.lead, ...getInTouchPage.benefits.map((b) => b.text)].flatMap(triples));
    for (const step of contactAside.message) {
      // No phrase of the page's copy…
      expect(triples(step).filter((t) => page.has(t)), step).toEqual([]);
      // …and no benefit card said again in other words ('A real reply': read by me, not a bot).
      for (const b of getInTouchPage.benefits) {
        const card = contentWords(`${b.title} ${b.text}`);
        expect([...contentWords(step)].filter((w) => card.has(w)).length, `${step} / ${b.title}`).toBeLessThan(2);
      }
    }
  });
});
