import { beforeAll, expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { ensureBuild } from "#tests/support/build.ts";
import { reliabilityRun } from "#tests/support/reliability.ts";

/**
 * Small-scale reliability run (`npm run bench` runs the full one: 2,000 at 50 connections):
 * submissions under concurrency while the webhook target is down and the server is killed with
 * SIGKILL twice. Every submission that got a 2xx is stored and reaches the receiver once it is back.
 * It opens no page: a vitest suite (it left the browser suite, issue 49, item 9).
 */

// The build the server runs (built here when older than the sources, once for all files).
beforeAll(() => ensureBuild(), 600_000);

it("no accepted submission is lost across crashes and a receiver outage", { timeout: 180_000 }, async () => {
  const r = await reliabilityRun({ port: suitePort("RELIABILITY"), total: 240, concurrency: 12, name: "reliability" });
  expect(r.rejectedStatuses).toEqual([]);
  expect(r.accepted).toBeGreaterThanOrEqual(r.total * 0.9);
  expect(r.storedAfterCrashes).toBe(r.accepted);
  expect(r.missing).toEqual([]);
  expect(r.deliveredAfterOutage).toBe(r.accepted);
});
