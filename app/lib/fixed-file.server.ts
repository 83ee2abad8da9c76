import { createHash } from "node:crypto";
import { compressBest } from "./compress-best.server.ts";
import { matchesEtag, preferredEncoding } from "./encoding-negotiation.server.ts";

/**
 * A file a route makes once per process and never changes until the next release: the feeds,
 * the sitemap and the insights' search index (their content is the build's). It is compressed
 * once at the best levels (on libuv's thread pool) and carries one (weak) ETag, so a request costs a
 * lookup whatever the content's size. Before, each request copied, hashed and compressed the
 * whole file again: with 1,000 insights, a feed of ~10 MB and more than 100 ms of CPU a request,
 * for anyone who asked.
 */
interface Encoded {
  identity: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

const files = new Map<string, Promise<Encoded>>();

async function encode(text: string): Promise<Encoded> {
  const bytes = Buffer.from(text, "utf8");
  const { br, gz } = await compressBest(bytes);
  // Copies of their own (zlib's output is a slice of a larger buffer, kept whole otherwise).
  const identity = new Uint8Array(bytes);
  // Weak: the three encodings carry the same file.
  return { identity, br: new Uint8Array(br), gzip: new Uint8Array(gz), etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"` };
}

/**
 * The response for `request` from the file `name` (one name per route: the set of names is
 * fixed, so the memory is too). `make` runs once per process; a failure is not kept, so the next
 * request tries again. GET and HEAD get the same headers (Node sends no body for a HEAD).
 */
export async function fixedFileResponse(
  request: Request,
  name: string,
  make: () => string | Promise<string>,
  headers: { "Content-Type": string; "Cache-Control": string },
): Promise<Response> {
  let file = files.get(name);
  if (!file) {
    file = Promise.resolve()
      .then(make)
      .then(encode)
      .catch((err: unknown) => {
        files.delete(name);
        throw err;
      });
    files.set(name, file);
  }
  const { identity, br, gzip, etag } = await file;
  const common = { ...headers, ETag: etag, Vary: "Accept-Encoding" };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: common });
  const encoding = preferredEncoding(request.headers.get("accept-encoding") ?? undefined);
  const body = encoding === "br" ? br : encoding === "gzip" ? gzip : identity;
  return new Response(body, {
    headers: { ...common, ...(encoding ? { "Content-Encoding": encoding } : {}), "Content-Length": String(body.byteLength) },
  });
}
