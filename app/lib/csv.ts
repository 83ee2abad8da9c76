/**
 * What a spreadsheet may read as the start of a formula, once it has skipped what looks blank:
 * = + - @ in ASCII, their full-width (U+FF1D, FF0B, FF0D, FF20) and small (U+FE66, FE62, FE63, FE6B) forms, the minus sign
 * (U+2212), the full-width semicolon and the prolonged sound marks (U+FF70, U+30FC) that Japanese input turns
 * into a minus. Spreadsheets (Excel with East Asian input, LibreOffice's autocorrect) fold these
 * width variants to ASCII and trim leading spaces, so ` =1+1` or `\uFF1D1+1` ran as formulas.
 */
// Written as escapes: the font subset's check reads every character in the source as site copy.
const FORMULA_PREFIX = /^[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212\uFF1B\uFF70\u30FC]/u;

/**
 * CSV for the owner's spreadsheet. A cell that a spreadsheet would run as a formula (its first
 * non-blank character, after any Unicode space or invisible format character, is a formula prefix
 * above; or it starts with a tab or carriage return) is prefixed with an apostrophe: visitors'
 * text must never execute.
 *
 * A cell holding any separator a spreadsheet may split on is quoted: the comma, but also the
 * semicolon (the separator in pt-BR, de, fr and other locales whose decimal mark is a comma) and
 * the tab (pasted or sniffed as TSV). Unquoted, `a;@SUM(1+1)` opens there as two cells, the second
 * a formula the apostrophe above never saw; quoted, it stays one cell of text.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[\t\r]/.test(s) || FORMULA_PREFIX.test(s)) s = `'${s}`;
  return /[",;\t\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

const UTF8_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/** The stream with the UTF-8 byte-order mark in front, read on as it is pulled. */
function withBom(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          return controller.enqueue(UTF8_BOM);
        }
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 1 },
  );
}

/**
 * A CSV download, never cached. It starts with UTF-8's byte-order mark: Excel opens a CSV
 * file without it as the system's legacy code page ("José" shows as "JosÃ©", Chinese or Hebrew
 * as noise), whatever the Content-Type said; with it, every other spreadsheet reads it the same.
 */
export function csvDownload(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  const stream = typeof body === "string" ? new Blob([body]).stream() : body;
  return new Response(withBom(stream), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
}

/** A download refused: what to fix, as plain text (a browser shows it; a tool reads it), never cached. */
export const exportRefusal = (message: string, status = 400) =>
  new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...(status === 405 ? { Allow: "GET, HEAD" } : {}) } });

/** A download's route action: GET only (React Router would answer another method with a bare "Unexpected Server Error"). */
export const exportsAreGetOnly = () => exportRefusal("Use GET for an export.", 405);
