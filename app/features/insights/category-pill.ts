/** A category button's classes, pressed or not (the pages draw them; the filter switches them in place). */
export const PILL_PRESSED = ["border-brand", "bg-brand", "text-white"] as const;
export const PILL_UNPRESSED = ["border-slate-300", "bg-white", "text-ink", "hover:border-brand", "hover:text-brand"] as const;

export const categoryPill = (pressed: boolean): string =>
  `min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors ${(pressed ? PILL_PRESSED : PILL_UNPRESSED).join(" ")}`;
