/**
 * CSV for the owner's spreadsheet. Cells that a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return) are prefixed with an apostrophe: visitors' text must never execute.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
