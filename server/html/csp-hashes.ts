import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * CSP hash sources for every inline script of a page, so a page that never changes can be
 * allowed by what it contains instead of by a per-response nonce (and so be compressed once).
 */
export function inlineScriptHashes(html: string, encoding: "utf8" | "latin1" = "utf8"): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attrs!)) continue;
    // Data blocks (JSON-LD) are never executed, so CSP does not govern them.
    if (/\btype="application\/(?:ld\+)?json"/.test(attrs!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, encoding).digest("base64")}'`);
  }
  return [...hashes];
}
