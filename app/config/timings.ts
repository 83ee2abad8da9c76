/** How long the interface's movements and waits last (SPEC §9, unless a line says otherwise). */
export const DRAWER = { animationSeconds: 0.5, closeThreshold: 0.25, velocityThreshold: 0.4 } as const;
export const ANCHOR_RETRY_DELAYS_MS = [100, 200] as const;
export const COPY_CONFIRMATION_MS = 2000;
export const CAROUSEL = { advanceMs: 8000, manualPauseMs: 5000, count: 8 } as const;
export const TOOLTIP_OPEN_DELAY_MS = 300;
/**
 * Not SPEC's: the pointer may cross a gap (a menu's or a tip's, from its button) this long without
 * closing it (WCAG 1.4.13; app/layout/hover-menu.enhancer.ts, app/features/marketing/info-tip.enhancer.ts).
 */
export const LEAVE_GRACE_MS = 120;
/**
 * Not SPEC's: after the visitor's last scroll, touch or key, the browser runtime waits this long
 * before it lays out another skipped section (app/browser/after-load.ts).
 */
export const SECTION_LAYOUT_ACTIVITY_PAUSE_MS = 1000;
