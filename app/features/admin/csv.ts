/**
 * CSV for the owner's spreadsheet. Cells that a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return) are prefixed with an apostrophe: visitors' text must never execute.
 *
 * A cell holding any separator a spreadsheet may split on is quoted: the comma, but also the
 * semicolon (the separator in pt-BR, de, fr and other locales whose decimal mark is a comma) and
 * the tab (pasted or sniffed as TSV). Unquoted, `a;@SUM(1+1)` opens there as two cells, the second
 * a formula the apostrophe above never saw; quoted, it stays one cell of text.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",;\t\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** A download refused: what to fix, as plain text (a browser shows it; a tool reads it), never cached. */
export const exportRefusal = (message: string, status = 400) =>
  new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...(status === 405 ? { Allow: "GET, HEAD" } : {}) } });

/** A download's route action: GET only (React Router would answer another method with a bare "Unexpected Server Error"). */
export const exportsAreGetOnly = () => exportRefusal("Use GET for an export.", 405);
