/** UTC days as YYYY-MM-DD (shared by the browser-safe dashboard tables and the server). */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
