import { KeepHyphenatedWhole } from "./keep-whole.tsx";

/**
 * A button's label whose hyphenated words never break at the hyphen ('15-/Minute', 'one-/time'):
 * each such word is kept whole (as in headings, ./keep-whole.tsx), and the label as a whole still
 * wraps between words, in balanced lines (app/ui/button.ts). One wrapper span, so the button's
 * flex layout sees one item.
 */
export function ButtonLabel({ children }: { children: string }) {
  return (
    <span>
      <KeepHyphenatedWhole text={children} />
    </span>
  );
}
