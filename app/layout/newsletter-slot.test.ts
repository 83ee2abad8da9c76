import { expect, it } from "vitest";
import { showsFooterNewsletter } from "./newsletter-slot";

it("hides the footer newsletter on paths starting with /insights only", () => {
  expect(showsFooterNewsletter("/")).toBe(true);
  expect(showsFooterNewsletter("/contact")).toBe(true);
  expect(showsFooterNewsletter("/insights")).toBe(false);
  expect(showsFooterNewsletter("/insights-full")).toBe(false);
  expect(showsFooterNewsletter("/insights/a-post")).toBe(false);
});
