import { MOBILE_BREAKPOINT_PX } from "#app/config/layout.ts";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Where a hover tooltip works: from the mobile breakpoint on, with a pointer that can hover. */
export const HOVER_TOOLTIP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px) and (hover: hover)`;
