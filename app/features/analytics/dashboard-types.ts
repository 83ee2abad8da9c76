/** A table of the dashboard (issue 25), as the loader hands it to the page and the CSV export. */
export interface Cell {
  text: string | number;
  /** What the CSV holds where the page shows `text` formatted (money as a plain decimal a spreadsheet can sum). */
  csv?: string | number;
  /** The filtered admin list of the rows behind the number. */
  href?: string;
}
export interface DashboardTable {
  id: string;
  title: string;
  header: string[];
  /** The CSV's header where a column's unit moves from its cells to its name ("12.5%" → 12.5). */
  csvHeader?: string[];
  rows: Cell[][];
  /** The last row adds up the others (shown as a total). */
  totalRow?: boolean;
  /** How to read the table, shown under it (not in the CSV). */
  note?: string;
}
