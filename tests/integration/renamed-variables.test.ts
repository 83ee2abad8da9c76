import { readFileSync } from "node:fs";
import { suitePort } from "#tests/support/ports.ts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { paths } from "#app/config/paths.ts";
import { ensureBuild } from "#tests/support/build.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

/**
 * Issue 49, one id per form: WEBHOOK_PORTFOLIO_URL became WEBHOOK_PORTFOLIO_REQUEST_URL. A
 * deployment that still sets the old name keeps its leads flowing for a release, and its start
 * log says to rename it (docs/deployment.md, 'Renamed variables').
 */
let server: RunningServer | undefined;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
beforeAll(async () => {
  await ensureBuild();
  hooks = await startWebhookReceiver();
  server = await startServer({
    port: suitePort("RENAMED_VARIABLES"),
    name: "renamed-variables",
    env: { WEBHOOK_PORTFOLIO_URL: hooks.url("/portfolio"), OUTBOX_INTERVAL_MS: "200", LOG_LEVEL: "warn" },
  });
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await hooks?.stop();
});

it("WEBHOOK_PORTFOLIO_URL is still read, and the start log warns to rename it WEBHOOK_PORTFOLIO_REQUEST_URL", async () => {
  const log = readFileSync(server!.logFile, "utf8");
  expect(log).toContain("WEBHOOK_PORTFOLIO_URL is deprecated: rename it WEBHOOK_PORTFOLIO_REQUEST_URL.");
  const res = await fetch(`${server!.url}${paths.portfolioRequest}`, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ firstName: "Grace", lastName: "Hopper", email: "grace@example.com", description: "A bakery with big plans", elapsedMs: "5000", interacted: "true" }),
  });
  expect(res.status).toBe(201);
  await expect.poll(() => hooks!.received.map((r) => r.path), { timeout: 15_000 }).toEqual(["/portfolio"]);
  expect(JSON.parse(hooks!.received[0]!.body)).toMatchObject({ firstName: "Grace", notes: "A bakery with big plans", source: "portfolio_request" });
});
