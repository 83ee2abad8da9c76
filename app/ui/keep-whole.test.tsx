import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ButtonLabel } from "./button-label.tsx";
import { KeepHyphenatedWhole } from "./keep-whole.tsx";

it("wraps each hyphenated word in a span that does not break, and keeps every character", () => {
  const html = renderToStaticMarkup(<KeepHyphenatedWhole text="Book a 15-Minute Chat" />);
  expect(html).toBe('Book a <span class="whitespace-nowrap">15-Minute</span> Chat');
  expect(renderToStaticMarkup(<KeepHyphenatedWhole text="A one-to-one, no-pressure call" />)).toBe(
    'A <span class="whitespace-nowrap">one-to-one,</span> <span class="whitespace-nowrap">no-pressure</span> call',
  );
});

it("leaves text without a hyphenated word as it is", () => {
  expect(renderToStaticMarkup(<KeepHyphenatedWhole text="Let's Talk" />)).toBe("Let&#x27;s Talk");
});

it("a button's label is one span, its hyphenated words kept whole inside it", () => {
  expect(renderToStaticMarkup(<ButtonLabel>Book a Free 15-Min Call</ButtonLabel>)).toBe('<span>Book a Free <span class="whitespace-nowrap">15-Min</span> Call</span>');
});
