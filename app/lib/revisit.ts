/**
 * Whether this page load is the same page seen again: reloaded, or reached by Back or Forward
 * (its address and referrer are those of its first load). The visit's landing asks it
 * (./attribution.ts).
 */
export function isRevisit(): boolean {
  const type = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type;
  return type === "reload" || type === "back_forward";
}
