import Negotiator from "negotiator";

/** negotiator 0.6.4's second parameter (the compression middleware's too), not yet in @types/negotiator 0.6. */
type EncodingInOurOrder = (available: readonly string[], preferred: readonly string[]) => string | undefined;

/**
 * The client's best-rated encoding of what we keep compressed (q-values respected); among equals
 * ours: Brotli, then gzip. Browsers list gzip first ("gzip, deflate, br, zstd"), and the client's
 * order alone would send them gzip: a third more bytes on the most visited pages (home: 24.5 kB
 * against 18.4 kB). Null: send the bytes as they are.
 */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  const accepted = (negotiator.encoding as EncodingInOurOrder).call(negotiator, ["br", "gzip", "identity"], ["br", "gzip"]);
  return accepted === "br" || accepted === "gzip" ? accepted : null;
}

/** If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2) or "*". */
export function matchesEtag(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const ours = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === ours || t === "*");
}
