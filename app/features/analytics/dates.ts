/** UTC days as YYYY-MM-DD (shared by the browser-safe dashboard tables and the server). */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
/** A real UTC day as YYYY-MM-DD (not 2026-02-30, nor 2026-13-01, which no Date can print). */
export const isDay = (v: string | null | undefined): v is string => {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && dayOf(new Date(t)) === v;
};
