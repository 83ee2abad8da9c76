/**
 * Field looks (text fields, selects, text areas), shared as button.ts shares buttons. The edge is
 * slate-500, 4.8:1 on white (WCAG 1.4.11 asks 3:1 for what identifies a field; slate-300 was
 * 1.5:1), brand when focused. `form`: the visitors' forms and the sign-ins, full width; `compact`:
 * the owner's filters.
 */
const base = "mt-1 rounded-xl border border-slate-500 bg-white text-ink focus:border-brand disabled:bg-slate-100";

const sizes = {
  form: "block w-full px-4 py-3 text-base",
  compact: "px-3 py-2",
} as const;

export function fieldClass(size: keyof typeof sizes = "form", extra = "") {
  return `${base} ${sizes[size]} ${extra}`.trim();
}
