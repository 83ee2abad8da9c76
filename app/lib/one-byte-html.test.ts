import { describe, expect, it } from "vitest";
import { oneByteHtml } from "./one-byte-html.ts";

describe("oneByteHtml", () => {
  it("writes every character beyond Latin-1 as a reference, whole code points, and leaves the rest", () => {
    expect(oneByteHtml('<a href="/x?q=é" title="“Read” →">Read more → 😀 — café</a>')).toBe('<a href="/x?q=é" title="&#8220;Read&#8221; &#8594;">Read more &#8594; &#128512; &#8212; café</a>');
    expect([...oneByteHtml("→ ’ — 😀")].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
    expect(oneByteHtml("plain &amp; é")).toBe("plain &amp; é");
  });
});
