import { expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

it("quotes what needs quoting and defuses formulas", () => {
  expect(csvCell("plain")).toBe("plain");
  expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
  expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  expect(csvCell("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvCell("+1 555")).toBe("'+1 555");
  expect(csvCell(null)).toBe("");
  expect(csvLine([1, "x,y"])).toBe('1,"x,y"\r\n');
});
