import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PrerenderedPages, preparePrerenderedPage, servePrerenderedPages } from "./prerendered-pages.ts";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { cspNonceToken } from "./security-headers.ts";

/** A fake clock in the server's time zone, as the footer reads it. */
function clock(start: Date) {
  let now = start.getTime();
  return { now: () => now, set: (d: Date) => (now = d.getTime()) };
}

const yearIn = (html: string) => /© (\d{4})/.exec(html)?.[1];

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** The prerendered pages in front of a stand-in for the router, which renders per request. */
async function serve(pages: PrerenderedPages, now: () => number) {
  const app = express();
  app.use(servePrerenderedPages(pages));
  app.use((_req, res) => {
    res.setHeader("X-Rendered", "per-request");
    res.send(`<footer>© ${new Date(now()).getFullYear()}</footer>`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (path: string) => {
    const res = await fetch(base + path, { headers: { "Accept-Encoding": "identity" } });
    return { html: await res.text(), perRequest: res.headers.get("x-rendered") === "per-request", etag: res.headers.get("etag") };
  };
}

describe("prerendered pages across New Year", () => {
  it("show the new year from the first moment of 1 January, without a restart", async () => {
    const c = clock(new Date(2026, 11, 31, 23, 59, 59));
    const renders: string[] = [];
    const pages = new PrerenderedPages(
      ["/"],
      async (path) => {
        renders.push(path);
        return `<!DOCTYPE html><html><body><footer>© ${new Date(c.now()).getFullYear()}</footer></body></html>`;
      },
      c.now,
    );
    await pages.render();
    const get = await serve(pages, c.now);

    const before = await get("/");
    expect(before).toMatchObject({ perRequest: false });
    expect(yearIn(before.html)).toBe("2026");
    expect(renders).toHaveLength(1);

    c.set(new Date(2027, 0, 1, 0, 0, 0));
    // The first request of the year is right at once: rendered per request while the pages render again.
    const first = await get("/");
    expect(yearIn(first.html)).toBe("2027");
    expect(first.perRequest).toBe(true);

    await expect.poll(() => pages.get("/") !== undefined).toBe(true);
    const after = await get("/");
    expect(after.perRequest).toBe(false);
    expect(yearIn(after.html)).toBe("2027");
    expect(after.etag).not.toBe(before.etag);
    expect(renders).toHaveLength(2);

    // Nothing renders again until the next New Year.
    c.set(new Date(2027, 11, 31, 23, 59, 59));
    expect((await get("/")).perRequest).toBe(false);
    expect(renders).toHaveLength(2);
  });

  it("a failed render for the new year leaves requests rendered per request, and is tried again a minute later", async () => {
    const c = clock(new Date(2026, 11, 31, 23, 0, 0));
    let fail = false;
    let renders = 0;
    const pages = new PrerenderedPages(
      ["/"],
      async () => {
        renders++;
        if (fail) throw new Error("render failed");
        return `<footer>© ${new Date(c.now()).getFullYear()}</footer>`;
      },
      c.now,
    );
    await pages.render();
    const get = await serve(pages, c.now);

    fail = true;
    c.set(new Date(2027, 0, 1, 0, 0, 1));
    expect(await get("/")).toMatchObject({ perRequest: true });
    await expect.poll(() => renders).toBe(2);
    await new Promise((r) => setTimeout(r, 10));
    expect(await get("/")).toMatchObject({ perRequest: true });
    expect(renders).toBe(2);

    fail = false;
    c.set(new Date(2027, 0, 1, 0, 1, 2));
    expect(await get("/")).toMatchObject({ perRequest: true });
    await expect.poll(() => pages.get("/") !== undefined).toBe(true);
    const served = await get("/");
    expect(served.perRequest).toBe(false);
    expect(yearIn(served.html)).toBe("2027");
  });
});

describe("rendered on the first request, not at boot (issue 23)", () => {
  it("nothing is rendered until asked for; the first request is rendered per request, the page kept for the next; other paths never", async () => {
    const renders: string[] = [];
    const pages = new PrerenderedPages(["/", "/insights/a"], async (path) => {
      renders.push(path);
      return `<!DOCTYPE html><html><body>${path}</body></html>`;
    });
    const get = await serve(pages, Date.now);
    expect(renders).toEqual([]);
    expect(await get("/insights/a")).toMatchObject({ perRequest: true });
    await pages.idle();
    expect(renders).toEqual(["/insights/a"]);
    expect(await get("/insights/a")).toMatchObject({ perRequest: false, html: "<!DOCTYPE html><html><body>/insights/a</body></html>" });
    expect(await get("/unknown")).toMatchObject({ perRequest: true });
    await pages.idle();
    expect(renders).toEqual(["/insights/a"]);
    pages.renderInBackground(["/"]);
    await pages.idle();
    expect((await get("/")).perRequest).toBe(false);
  });
});

describe("kept pages bounded by their bytes (issue 23)", () => {
  /** A page of about `kB` kilobytes in each encoding: random hex digits compress to half their length. */
  const page = (path: string, kB: number) => `<!DOCTYPE html><html><body>${path} ${randomBytes(kB * 1024).toString("hex")}</body></html>`;

  it("past the bound the least recently served page is dropped, and rendered again on its next request", async () => {
    const renders: string[] = [];
    const sizes: Record<string, number> = { "/a": 10, "/b": 10, "/c": 10, "/big": 40 };
    const texts = new Map(Object.keys(sizes).map((p) => [p, page(p, sizes[p]!)]));
    // Room for two 10 kB pages in both encodings (about 20 kB each), not three.
    const pages = new PrerenderedPages(
      Object.keys(sizes),
      async (path) => {
        renders.push(path);
        return texts.get(path)!;
      },
      Date.now,
      50_000,
    );
    await pages.render(["/a", "/b"]);
    expect(pages.size).toBe(2);
    expect(pages.bytes).toBeGreaterThan(35_000);
    expect(pages.bytes).toBeLessThanOrEqual(50_000);
    // /a served: /b is now the least recently served, and goes when /c comes.
    expect(pages.get("/a")).toBeDefined();
    await pages.render(["/c"]);
    expect(pages.size).toBe(2);
    expect(pages.bytes).toBeLessThanOrEqual(50_000);
    expect(pages.get("/a")).toBeDefined();
    expect(pages.get("/c")).toBeDefined();
    expect(pages.get("/b")).toBeUndefined();
    // Its next request rendered it again (in the background), with the same bytes.
    await pages.idle();
    expect(renders).toEqual(["/a", "/b", "/c", "/b"]);
    const get = await serve(pages, Date.now);
    const b = await get("/b");
    expect(b).toMatchObject({ perRequest: false, html: texts.get("/b") });
    expect(pages.bytes).toBeLessThanOrEqual(50_000);
    expect(pages.size).toBe(2);
  });

  it("a page larger than the bound alone is kept (and the others dropped) rather than rendered at every request", async () => {
    const pages = new PrerenderedPages(["/a", "/big"], async (path) => page(path, path === "/big" ? 40 : 10), Date.now, 50_000);
    await pages.render(["/a", "/big"]);
    expect(pages.size).toBe(1);
    expect(pages.get("/big")).toBeDefined();
    expect(pages.get("/a")).toBeUndefined();
    await pages.idle();
    expect(pages.get("/a")).toBeDefined();
    expect(pages.get("/big")).toBeUndefined();
    expect(pages.bytes).toBeLessThanOrEqual(50_000);
  });

  it("counts a page once when it is rendered again (New Year)", async () => {
    let year = 2026;
    const pages = new PrerenderedPages(["/a"], async () => `<footer>© ${year}</footer>${"x".repeat(1000)}`, Date.now, 50_000);
    await pages.render();
    const once = pages.bytes;
    year = 2027;
    await pages.render();
    expect(pages.size).toBe(1);
    expect(pages.bytes).toBe(once);
  });
});

describe("preparePrerenderedPage", () => {
  it("keeps the page's bytes (non-ASCII text too) less the nonce placeholder, from text or from bytes alike", async () => {
    const rendered = `<!DOCTYPE html><html><body><p>Strategy · ← é “quoted”</p><script nonce="${cspNonceToken}">a("·")</script></body></html>`;
    const expected = Buffer.from(rendered.replace(` nonce="${cspNonceToken}"`, ""), "utf8");
    const fromText = await preparePrerenderedPage(rendered);
    const fromBytes = await preparePrerenderedPage(new TextEncoder().encode(rendered));
    for (const page of [fromText, fromBytes]) {
      expect(page.html().equals(expected)).toBe(true);
      expect(brotliDecompressSync(page.br).equals(expected)).toBe(true);
      expect(gunzipSync(page.gzip).equals(expected)).toBe(true);
      expect(page.csp).toContain(`'sha256-${createHash("sha256").update('a("·")', "utf8").digest("base64")}'`);
      // Each copy is its own memory, not a slice of zlib's larger output buffer.
      expect(page.br.buffer.byteLength).toBe(page.br.byteLength);
      expect(page.gzip.buffer.byteLength).toBe(page.gzip.byteLength);
    }
    expect(fromBytes.etag).toBe(fromText.etag);
    expect(fromBytes.csp).toBe(fromText.csp);
  });
});
