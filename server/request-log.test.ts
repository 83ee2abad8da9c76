import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { listen } from "#tests/support/listen.ts";
import { NOT_FOUND_LOG_MESSAGE, requestLogging } from "./request-log.ts";

/** The request log (issue 45, item 6): a 404 is one info line without headers; other lines as before. */
type Line = { level: number; msg: string; [key: string]: unknown };

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

async function siteLoggingAt(level: "info" | "warn") {
  const lines: Line[] = [];
  const log = pino({ level, base: undefined }, { write: (s: string) => void lines.push(JSON.parse(s) as Line) });
  const app = express();
  app.use(...requestLogging(log));
  app.get("/ok", (_req, res) => void res.send("ok"));
  app.post("/refused", (_req, res) => void res.status(403).send("no"));
  // Anything else: Express's own 404, as for a path no route claims.
  const { origin, close } = await listen(app);
  closers.push(close);
  // A line is written when the response has finished, which may be a moment after the client
  // has it: wait for a request's line (lines come in order), then a little for strays.
  const settle = async (count: number) => {
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(count);
    await new Promise((r) => setTimeout(r, 50));
  };
  return { origin, lines, settle };
}

const headers = { referer: "https://site.test/admin/inbox?q=grace%40example.com", "user-agent": "probe/1.0", "x-extra": "x" };

describe("request log", () => {
  it("at LOG_LEVEL=warn a 404 writes nothing; a refused request still writes its warning", async () => {
    const { origin, lines, settle } = await siteLoggingAt("warn");
    for (let i = 0; i < 5; i++) expect((await fetch(`${origin}/no-such-page-${i}`, { headers })).status).toBe(404);
    expect((await fetch(`${origin}/refused`, { method: "POST" })).status).toBe(403);
    await settle(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, req: { method: "POST", url: "/refused" } });
  });

  it("a 404 is one info line: method, path and the linking page (query values left out), no headers", async () => {
    const { origin, lines, settle } = await siteLoggingAt("info");
    expect((await fetch(`${origin}/no-such-page?email=a%40b.c`, { headers })).status).toBe(404);
    await settle(1);
    expect(lines).toEqual([{ level: 30, time: expect.any(Number), msg: NOT_FOUND_LOG_MESSAGE, method: "GET", path: "/no-such-page", referer: "https://site.test/admin/inbox?q=…" }]);
    expect(JSON.stringify(lines)).not.toContain("probe/1.0");
    expect(JSON.stringify(lines)).not.toContain("grace");
  });

  it("a page served is one info line with its request, as before", async () => {
    const { origin, lines, settle } = await siteLoggingAt("info");
    await (await fetch(`${origin}/ok?q=secret`, { headers })).text();
    await settle(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: "request completed", req: { url: "/ok?q=…", headers: { referer: "https://site.test/admin/inbox?q=…" } } });
  });
});
