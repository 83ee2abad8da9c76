import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-hashes.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, once, and skips external scripts and data blocks", () => {
    const html =
      '<script>a()</script><script type="module" async="">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Person"}</script><script>a()</script><script> </script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha(" ")]);
  });

  it("hashes non-ASCII text as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes("<script>x = \"é—“”\"</script>")).toEqual([sha('x = "é—“”"')]);
  });

  it("hashes a page read from its UTF-8 bytes one character a byte (latin1) the same", () => {
    const html = '<p>é</p><script>x = "é—“”"</script><script type="module">b()</script>';
    expect(inlineScriptHashes(Buffer.from(html, "utf8").toString("latin1"), "latin1")).toEqual(inlineScriptHashes(html));
  });
});
