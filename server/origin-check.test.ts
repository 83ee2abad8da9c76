import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "#app/lib/logger.server.ts";
import { listen } from "#tests/support/listen.ts";
import { sameOriginApiPosts, sameOriginPosts } from "./origin-check.ts";

/**
 * A post whose Origin matches what X-Forwarded-* headers say, on a server that does not trust
 * them (issue 45, item 6): anyone can send such a post, so it is a warning said once per process
 * with the setting to change, not an error per post (an alert on errors would page the owner).
 */
describe("a post through a proxy the server does not trust", () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    closers.splice(0).forEach((close) => close());
    vi.restoreAllMocks();
  });

  it("is refused with what to change, and logged once per process as a warning naming TRUST_PROXY", async () => {
    const warned = vi.spyOn(logger, "warn");
    const failed = vi.spyOn(logger, "error");
    // The pages' check and the APIs' are separate instances, as in server/app.ts and server/api/mount.ts.
    const app = express();
    app.use("/api", sameOriginApiPosts(false), (_req, res) => void res.json({ ok: true }));
    app.use(sameOriginPosts(false), (_req, res) => void res.send("ok"));
    const { origin, close } = await listen(app);
    closers.push(close);
    const host = new URL(origin).host;
    const post = (path: string) =>
      fetch(`${origin}${path}`, { method: "POST", headers: { origin: `https://${host}`, "x-forwarded-host": host, "x-forwarded-proto": "https", "content-type": "text/plain" }, body: "x" });
    for (const path of ["/contact", "/api/leads/contact", "/admin/login", "/api/consent"]) {
      const res = await post(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain("Set TRUST_PROXY");
    }
    expect(failed).not.toHaveBeenCalled();
    const lines = warned.mock.calls.filter(([, msg]) => typeof msg === "string" && msg.includes("X-Forwarded-*"));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[1]).toMatch(/TRUST_PROXY is not set: .*set TRUST_PROXY to the number of proxies in front/);
  });
});
