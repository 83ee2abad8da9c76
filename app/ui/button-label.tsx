/**
 * A button's label whose hyphenated words never break at the hyphen ('15-/Minute', 'one-/time'):
 * each such word is kept whole, and the label as a whole still wraps between words, in balanced
 * lines (app/ui/button.ts). One wrapper span, so the button's flex layout sees one item.
 */
export function ButtonLabel({ children }: { children: string }) {
  const words = children.split(" ");
  return (
    <span>
      {words.map((w, i) => (
        <span key={i}>
          {i > 0 && " "}
          {w.includes("-") ? <span className="whitespace-nowrap">{w}</span> : w}
        </span>
      ))}
    </span>
  );
}
