import { expect, it } from "vitest";
import { noFooterNewsletter, showsFooterNewsletter } from "./newsletter-slot.tsx";

const plain = { handles: [undefined, { other: true }], error: false };

it("hides the footer newsletter on paths starting with /insights", () => {
  expect(showsFooterNewsletter("/", plain)).toBe(true);
  expect(showsFooterNewsletter("/contact", plain)).toBe(true);
  expect(showsFooterNewsletter("/insights", plain)).toBe(false);
  expect(showsFooterNewsletter("/insights-full", plain)).toBe(false);
  expect(showsFooterNewsletter("/insights/a-post", plain)).toBe(false);
});

it("hides it on a page whose route leaves it off, and on every error page (DECISIONS 17)", () => {
  expect(showsFooterNewsletter("/success", { handles: [undefined, noFooterNewsletter], error: false })).toBe(false);
  expect(showsFooterNewsletter("/contact", { handles: [undefined], error: true })).toBe(false);
});
