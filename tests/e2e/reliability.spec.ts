import { expect, test } from "#tests/support/fixtures.ts";
import { reliabilityRun } from "#tests/support/reliability.ts";

/**
 * Small-scale reliability run (`npm run bench` runs the full one: 2,000 at 50 connections):
 * submissions under concurrency while the webhook target is down and the server is killed with
 * SIGKILL twice. Every submission that got a 2xx is stored and reaches the receiver once it is back.
 */
test("no accepted submission is lost across crashes and a receiver outage", async () => {
  test.setTimeout(180_000);
  const r = await reliabilityRun({ port: Number(process.env.E2E_PORT ?? 4310) + 50, total: 240, concurrency: 12, name: "reliability" });
  expect(r.rejectedStatuses).toEqual([]);
  expect(r.accepted).toBeGreaterThanOrEqual(r.total * 0.9);
  expect(r.storedAfterCrashes).toBe(r.accepted);
  expect(r.missing).toEqual([]);
  expect(r.deliveredAfterOutage).toBe(r.accepted);
});
