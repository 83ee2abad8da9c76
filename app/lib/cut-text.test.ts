import { expect, it } from "vitest";
import { cutText } from "./cut-text.ts";

it("cuts at the limit in UTF-16 units, as maxLength does, never inside a character", () => {
  expect(cutText("abcdef", 4)).toBe("abcd");
  expect(cutText("abc", 4)).toBe("abc");
  // '😀' is two units: at the limit it fits whole, one unit short it is left out.
  expect(cutText("aa😀", 4)).toBe("aa😀");
  expect(cutText("aaa😀tail", 4)).toBe("aaa");
  expect(cutText(`${"d".repeat(4999)}😀`, 5000)).toBe("d".repeat(4999));
  expect(cutText("é中", 2)).toBe("é中");
  // Stored as UTF-8, nothing turns into U+FFFD.
  for (const s of [cutText("aaa😀tail", 4), cutText("😀😀", 3)]) expect(Buffer.from(s).toString(), s).not.toContain("\uFFFD");
});
