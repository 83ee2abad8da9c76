/**
 * Button looks, shared by <button>, <Link> and <a>. Colours meet WCAG AA on their backgrounds.
 * Every button shows it is pressed in the frame the finger lands (`active:`, pure CSS: no
 * script has to run first; it eases in with app.css's one site-wide motion), and the browser's double-tap zoom delay is off (touch-manipulation).
 */
/* A label that must wrap (a long one in a narrow card at 375 px) wraps in balanced lines, centred,
   with vertical padding so no line touches the pill's edge (issue 24, the layout-integrity test). */
const base =
  "inline-flex touch-manipulation items-center justify-center gap-2 rounded-full text-center leading-snug text-balance font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-strong active:bg-brand-strong",
  secondary: "border border-brand text-brand bg-white hover:bg-brand-soft active:bg-brand-soft",
  ghost: "text-ink hover:bg-slate-100 active:bg-slate-200",
  light: "bg-white text-brand-strong hover:bg-brand-soft active:bg-brand-soft",
} as const;

const sizes = {
  sm: "min-h-10 px-4 py-1.5 text-sm",
  /** Small type on a full 44 px target (WCAG 2.5.8 asks 24; 44 where it fits). */
  compact: "min-h-11 px-4 py-2 text-sm",
  md: "min-h-11 px-5 py-2 text-base",
  lg: "min-h-12 px-7 py-2.5 text-lg",
  /** Large from 640 px, medium on phones: a long label in a narrow card stays on one line. */
  fit: "min-h-11 px-4 py-2 text-base sm:min-h-12 sm:px-7 sm:py-2.5 sm:text-lg",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** A text link with a full 44 px target (a link beside buttons, a way back, a next step). */
export function textLinkClass(extra = "") {
  return `inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4 ${extra}`.trim();
}
