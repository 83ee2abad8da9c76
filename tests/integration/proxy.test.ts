import { readFileSync } from "node:fs";
import { suitePort } from "#tests/support/ports.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "#tests/support/build.ts";
import { rawRequest } from "#tests/support/raw-http.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";

/**
 * Issue 12, item 5: behind a proxy, the client's address is the one the trusted proxy saw, not
 * whatever the client wrote into X-Forwarded-For; and a proxy the server does not trust is
 * named as the reason when a form post fails, on the sign-in page and in the log. Raw HTTP, no
 * page: a vitest suite (it left the browser suite, issue 49, item 9).
 */
const PORT = suitePort("PROXY");
const good = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", message: "Hello", elapsedMs: 5000 };

// The build the servers run (built here when older than the sources, once for all files).
beforeAll(() => ensureBuild(), 600_000);

it("TRUST_PROXY=true: a client cannot choose its own address; the rate limit holds", { timeout: 30_000 }, async () => {
  const server = await startServer({ port: PORT, name: "trust-proxy", env: { TRUST_PROXY: "true", FORM_RATE_LIMIT_MAX: "3" } });
  try {
    const post = (forwardedFor: string) =>
      fetch(`${server.url}/api/leads/contact`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor }, body: JSON.stringify(good) });
    // The proxy appends the address it saw (203.0.113.7); what the client wrote comes before it.
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await post(`${i}.${i}.${i}.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await post("1.1.1.1, 203.0.113.8")).status).toBe(201);
    const log = readFileSync(server.logFile, "utf8");
    expect(log).toContain("TRUST_PROXY=true is read as 1");
  } finally {
    await server.stop();
  }
});

describe("without TRUST_PROXY", () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ port: PORT + 1, name: "no-trust-proxy", env: { ADMIN_PASSWORD: "proxy-owner-password" } });
  }, 60_000);
  afterAll(() => server?.stop());

  it("behind an HTTPS proxy, signing in says what to change", { timeout: 30_000 }, async () => {
    const baseURL = server!.url;
    const origin = baseURL.replace("http:", "https:");
    const host = new URL(baseURL).host;
    const page = await rawRequest(baseURL, { path: "/admin/login", headers: { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.1" } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toMatch(/data-testid="proxy-advice"[^>]*>[^<]*TRUST_PROXY is not set/);
    const post = await rawRequest(baseURL, {
      method: "POST",
      path: "/admin/login",
      headers: { origin, host, "x-forwarded-proto": "https", "content-type": "application/x-www-form-urlencoded" },
      body: "password=whatever",
    });
    expect(post.status).toBe(400);
    expect(post.body.toString()).toContain("Set TRUST_PROXY");
    // The server's log is written asynchronously: a busy machine flushes the line a moment later.
    await expect.poll(() => readFileSync(server!.logFile, "utf8"), { timeout: 5_000 }).toContain("TRUST_PROXY is not set");
    // Without proxy headers, an https Origin is simply another site.
    const foreign = await rawRequest(baseURL, { method: "POST", path: "/admin/login", headers: { origin, "content-type": "application/x-www-form-urlencoded" }, body: "password=x" });
    expect(foreign.status).toBe(403);
  });
});
