import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fixedFileResponse } from "./fixed-file.server.ts";

const headers = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" };
const ask = (reqHeaders: Record<string, string> = {}) => new Request("http://site.test/file.xml", { headers: reqHeaders });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("a file made once per process (feeds, sitemap, search index)", () => {
  it("is made once, compressed once, and served in the encoding the client rates best (Brotli among equals)", async () => {
    let made = 0;
    const text = `<urlset>${"<url>ä</url>".repeat(2000)}</urlset>`;
    const make = () => {
      made++;
      return text;
    };
    const br = await fixedFileResponse(ask({ "accept-encoding": "gzip, deflate, br, zstd" }), "made-once", make, headers);
    const gz = await fixedFileResponse(ask({ "accept-encoding": "gzip;q=1, br;q=0.5" }), "made-once", make, headers);
    const plain = await fixedFileResponse(ask(), "made-once", make, headers);
    expect(made).toBe(1);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bytes(br)).toString("utf8")).toBe(text);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString("utf8")).toBe(text);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await bytes(plain)).toString("utf8")).toBe(text);
    for (const res of [br, gz, plain]) {
      expect(res.headers.get("etag")).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      expect(res.headers.get("etag")).toBe(br.headers.get("etag"));
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toBe(headers["Content-Type"]);
      expect(res.headers.get("cache-control")).toBe(headers["Cache-Control"]);
    }
    expect(Number(br.headers.get("content-length"))).toBeLessThan(Number(plain.headers.get("content-length")));
  });

  it("answers 304 with no body when the client has it (weak or strong form of the tag, or *)", async () => {
    const first = await fixedFileResponse(ask(), "revalidated", () => "<rss/>", headers);
    const etag = first.headers.get("etag")!;
    for (const tag of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const again = await fixedFileResponse(ask({ "if-none-match": tag }), "revalidated", () => "<rss/>", headers);
      expect(again.status, tag).toBe(304);
      expect(again.body, tag).toBeNull();
      expect(again.headers.get("etag")).toBe(etag);
    }
    expect((await fixedFileResponse(ask({ "if-none-match": 'W/"stale"' }), "revalidated", () => "<rss/>", headers)).status).toBe(200);
  });

  it("does not keep a failure: the next request makes the file again", async () => {
    await expect(
      fixedFileResponse(ask(), "fails-once", () => {
        throw new Error("content not ready");
      }, headers),
    ).rejects.toThrow("content not ready");
    const res = await fixedFileResponse(ask(), "fails-once", () => "<feed/>", headers);
    expect(await res.text()).toBe("<feed/>");
  });

  it("costs a request little whatever the file's size (a 1,000-insight feed was compressed again at every request)", async () => {
    const big = "<item>some article text that repeats</item>\n".repeat(100_000); // ~4.5 MB
    await fixedFileResponse(ask({ "accept-encoding": "br" }), "big", () => big, headers);
    const started = process.cpuUsage();
    for (let i = 0; i < 20; i++) {
      const res = await fixedFileResponse(ask({ "accept-encoding": "br", "if-none-match": 'W/"stale"' }), "big", () => big, headers);
      await res.arrayBuffer();
    }
    const used = process.cpuUsage(started);
    // Per request, well under a millisecond of CPU here; compressing 4.5 MB again was ~100 ms each.
    expect((used.user + used.system) / 1000 / 20).toBeLessThan(5);
  });
});
