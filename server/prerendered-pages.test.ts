import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PrerenderedPages, servePrerenderedPages } from "./prerendered-pages";

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
