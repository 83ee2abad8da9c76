import { describe, expect, it } from "vitest";
import { startPreviewSite } from "#tests/fakes/preview-site.ts";
import { site } from "#content/site.ts";
import { allowsFraming, previewInfo } from "./preview.server.ts";

describe("live preview (SPEC §2, §9)", () => {
  it("reads X-Frame-Options and frame-ancestors", () => {
    expect(allowsFraming(new Headers())).toBe(true);
    expect(allowsFraming(new Headers({ "x-frame-options": "DENY" }))).toBe(false);
    expect(allowsFraming(new Headers({ "x-frame-options": "SAMEORIGIN" }))).toBe(false);
    expect(allowsFraming(new Headers({ "content-security-policy": "default-src 'self'; frame-ancestors 'none'" }))).toBe(false);
    expect(allowsFraming(new Headers({ "content-security-policy": "frame-ancestors *" }))).toBe(true);
    expect(allowsFraming(new Headers({ "content-security-policy": "script-src 'self'" }))).toBe(true);
  });

  it("no page, of this origin or another, is framed with allow-scripts and allow-same-origin together (issue 14)", async () => {
    const own = await previewInfo("https://site.test/", "https://site.test");
    expect(own.frameable).toBe(true);
    const open = await startPreviewSite();
    try {
      for (const info of [own, await previewInfo(open.url, "https://site.test")]) {
        expect(info.sandbox.split(" ")).toContain("allow-scripts");
        expect(info.sandbox.split(" ")).not.toContain("allow-same-origin");
      }
    } finally {
      await open.stop();
    }
  });

  it("frames the site itself without asking (its pages allow frame-ancestors 'self'), from the origin it is visited at (issue 48)", async () => {
    // Visited at its own address.
    expect(await previewInfo("https://site.test/about?x=1", "https://site.test")).toMatchObject({ url: "https://site.test/about?x=1", frameable: true });
    // Its public address (the default target, content/site.ts) while visited at another (a proxy, a test server): framed from where the visitor is.
    expect(await previewInfo(`${site.url}/`, "http://127.0.0.1:4000")).toMatchObject({ url: "http://127.0.0.1:4000/", origin: "http://127.0.0.1:4000", frameable: true });
  });

  it("asks the site: framable, refusing, or unreachable (a screenshot then)", async () => {
    const open = await startPreviewSite();
    const refusing = await startPreviewSite({ refuse: true });
    try {
      expect((await previewInfo(open.url, "https://site.test")).frameable).toBe(true);
      expect((await previewInfo(refusing.url, "https://site.test")).frameable).toBe(false);
    } finally {
      await open.stop();
      await refusing.stop();
    }
    expect((await previewInfo("http://127.0.0.1:9/", "https://site.test")).frameable).toBe(false);
  });

  it("the hourly recheck keeps the last answer and makes no request wait for it", async () => {
    const open = await startPreviewSite();
    const url = open.url + "recheck";
    expect((await previewInfo(url, "https://site.test")).frameable).toBe(true);
    await open.stop();
    // Two hours on, the site is gone: this answer is still the last result, the recheck runs behind it.
    expect((await previewInfo(url, "https://site.test", Date.now() + 2 * 3600_000)).frameable).toBe(true);
  });
});
