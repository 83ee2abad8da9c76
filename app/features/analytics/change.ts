/** A figure against the same days just before, in words a glance takes in ("up 12%", "no change"). */
export function changeOf(now: number, before: number): string {
  if (now === before) return "no change";
  if (before === 0) return "up from none";
  const pct = Math.round((100 * Math.abs(now - before)) / before);
  // Under 1%, rounded to 0, would read as "no change" for a change there was.
  return `${now > before ? "up" : "down"} ${pct === 0 ? "under 1" : pct.toLocaleString("en-US")}%`;
}
