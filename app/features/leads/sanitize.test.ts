import { describe, expect, it } from "vitest";
import { sanitizeText } from "./sanitize";

describe("sanitizeText", () => {
  it("trims and keeps ordinary text, including < and > used as text", () => {
    expect(sanitizeText("  Hello there  ", 100)).toBe("Hello there");
    expect(sanitizeText("2 < 3 and 5 > 4", 100)).toBe("2 < 3 and 5 > 4");
  });
  it("removes script and iframe blocks with their content", () => {
    expect(sanitizeText('a<script type="x">alert(1)</script>b', 100)).toBe("ab");
    expect(sanitizeText("a<IFRAME src=x></iframe>b", 100)).toBe("ab");
  });
  it("removes javascript: text and event handlers, then all tags", () => {
    expect(sanitizeText('<a href="javascript:alert(1)" onclick="x()">link</a>', 100)).toBe("link");
    expect(sanitizeText("JavaScript :void(0)", 100)).toBe("void(0)");
    expect(sanitizeText("<b>bold</b> <img src=x onerror=alert(1)>", 100)).toBe("bold");
  });
  it("drops control characters but keeps newlines and tabs", () => {
    expect(sanitizeText("a\u0000b\u0007c\nd\te", 100)).toBe("abc\nd\te");
  });
  it("truncates to the limit after cleaning", () => {
    expect(sanitizeText("x".repeat(120), 100)).toHaveLength(100);
    expect(sanitizeText(`<b>${"y".repeat(100)}</b>`, 100)).toBe("y".repeat(100));
  });
});
