/**
 * A text item of the desktop bar (Home, Insights, 'Work With Me'). Tighter at tablet widths,
 * where the bar starts (768 px) and every item must stay on one line ('Work With Me' wrapped
 * there at 768-769 px).
 */
export const barLink = "inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-3 font-medium hover:bg-slate-100 lg:px-4";
