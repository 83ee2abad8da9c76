/**
 * Where the page's layout changes and how its chrome responds to the viewport (SPEC §9). Not
 * durations: those are in ./timings.ts.
 */
export const NAV_REVEAL_SCROLL_PX = 20;
export const MOBILE_BREAKPOINT_PX = 768;
/** How many toasts the primary layer shows at once. */
export const TOAST_LAYERS = { primaryLimit: 1 } as const;
/**
 * SPEC §4 'Essential Flow': six steps. Not SPEC's: the section is no longer six viewport heights
 * tall (docs/decisions/037); the step marked current is the one at the reading line, this
 * fraction of the viewport from its top (a little under the middle, where eyes rest on a page).
 */
export const ESSENTIAL_FLOW = { steps: 6, readingLine: 0.6 } as const;
