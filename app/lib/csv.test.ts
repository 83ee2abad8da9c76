import { expect, it } from "vitest";
import { csvCell, csvDownload, csvLine } from "./csv.ts";

it("quotes what needs quoting and defuses formulas", () => {
  expect(csvCell("plain")).toBe("plain");
  expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
  expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  expect(csvCell("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvCell("+1 555")).toBe("'+1 555");
  expect(csvCell(null)).toBe("");
  expect(csvLine([1, "x,y"])).toBe('1,"x,y"\r\n');
});

it("quotes a cell holding a semicolon or a tab: in semicolon locales (pt-BR, de, fr) it would split into a formula cell", () => {
  expect(csvCell("a;@SUM(1+1)")).toBe('"a;@SUM(1+1)"');
  expect(csvCell("a;=1+1")).toBe('"a;=1+1"');
  expect(csvCell("a\t=1+1")).toBe('"a\t=1+1"');
  expect(csvCell("x\r-1")).toBe('"x\r-1"');
  // Leading triggers keep their apostrophe, and are quoted as well when they hold a separator.
  expect(csvCell("@SUM(1;2)")).toBe("\"'@SUM(1;2)\"");
  expect(csvCell("\t=1")).toBe("\"'\t=1\"");
  expect(csvLine(["ok", "a;@SUM(1+1)"])).toBe('ok,"a;@SUM(1+1)"\r\n');
});

it("a download starts with UTF-8's byte-order mark (Excel), then the CSV as it was, from a text or a stream", async () => {
  const text = "Name\r\nJosé 李\r\n";
  const bytes = (r: Response) => r.arrayBuffer().then((b) => new Uint8Array(b));
  for (const body of [text, new Blob([text]).stream()]) {
    const res = csvDownload(body, "people.csv");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="people.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const got = await bytes(res);
    expect([...got.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(got.subarray(3)).toString("utf8")).toBe(text);
  }
});

it("defuses a formula behind blanks or in full-width and other forms a spreadsheet folds to ASCII (issue 45)", () => {
  const formulas = [
    " =1+1", // a leading space: spreadsheets trim it
    "\u00a0=1+1", // a non-breaking space
    "\u3000=1+1", // an ideographic (full-width) space
    "\u200b=1+1", // a zero-width space
    "\ufeff@SUM(A1)", // a byte-order mark
    "  \u00a0 -1+1", // several blanks of different kinds
    "＝1+1", // full-width equals
    "＋1+1",
    "－1+1",
    "＠SUM(A1)",
    "﹦1+1", // small form
    "−1+1", // the minus sign U+2212
    "；=1", // full-width semicolon
    "ｰ1+1", // half-width prolonged sound mark, typed as a minus
    "ー1+1",
    " ＝1+1",
  ];
  for (const f of formulas) {
    const cell = csvCell(f);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    expect(unquoted, JSON.stringify(f)).toBe(`'${f}`);
  }
  // Text that only holds such a character later, or starts with a blank then text, stays as it was.
  for (const text of [" plain", "\u00a0Café", "a=1", "x ＝ y", "100", "up 12%", "down 3%"]) expect(csvCell(text)).toBe(text);
  expect(csvLine([" =1+1", "＝1+1", "；=1", "ｰ1+1"])).toBe("' =1+1,'＝1+1,'；=1,'ｰ1+1\r\n");
});
