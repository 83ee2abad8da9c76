import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp-hashes";

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
});
