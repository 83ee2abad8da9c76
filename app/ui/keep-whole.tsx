import { Fragment, type ReactNode } from "react";

/**
 * A heading's or a label's words joined by a hyphen ('15-Minute') kept on one line: at 375 px
 * the chat page's h1 broke into 'Book a 15-' / 'Minute Chat' (issue 48). Markup, not a non-breaking
 * hyphen, so the text stays SPEC's characters exactly (pages, search and tests read it).
 */
export function KeepHyphenatedWhole({ text }: { text: string }): ReactNode {
  const parts = text.split(/(\S+-\S+)/);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
