/**
 * Insight dates are calendar dates (YYYY-MM-DD): they are printed from their parts, never
 * through a Date in the reader's or the server's time zone, so 2025-06-07 reads June 7, 2025
 * everywhere.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function parts(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`not a calendar date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** 'June 7, 2025' */
export function longDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** 'Jun 7, 2025' */
export function shortDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
}

/** The date at midnight UTC, for machine-readable timestamps (feeds, article:published_time). */
export function isoDate(date: string): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).toISOString();
}
