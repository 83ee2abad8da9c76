import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { about } from "#content/about.ts";
import { SectionHeader } from "./section.tsx";

it("a section's heading keeps its hyphenated words whole (About's 'Three strategy-' / 'first pillars' at 375 px), every character kept", () => {
  const html = renderToStaticMarkup(<SectionHeader id="pillars-heading" heading={about.pillars.heading} />);
  expect(html).toContain('<span class="whitespace-nowrap">strategy-first</span>');
  expect(html.replace(/<[^>]+>/g, "")).toBe(about.pillars.heading);
});
