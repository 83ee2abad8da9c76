import { beforeAll, expect, it } from "vitest";
import { suitePort } from "#tests/support/ports.ts";
import { ensureBuild } from "#tests/support/build.ts";
import { sharedSecretRun, twoInstanceRun } from "#tests/support/two-instances.ts";

/**
 * Issue 12, 'Prove it': two server processes on one PostgreSQL database. Login attempts are
 * limited across both; the reliability run (here 300 submissions; `npm run bench` runs 2,000)
 * with the webhook target down and one instance SIGKILLed loses nothing and delivers nothing twice.
 * No page: a vitest suite (it left the browser suite, issue 49, item 9).
 */
const PORT = suitePort("TWO_INSTANCES");

// The build the servers run (built here when older than the sources, once for all files).
beforeAll(() => ensureBuild(), 600_000);

it("two instances on PostgreSQL: one login limit; one killed mid-run, nothing lost, nothing sent twice", { timeout: 240_000 }, async () => {
  const r = await twoInstanceRun({ ports: [PORT, PORT + 1], postgresPort: Number(process.env.TEST_PG_PORT ?? 54329) + 1, total: 300, concurrency: 12, name: "two-instances" });
  console.log(`two instances: ${JSON.stringify({ ...r, missing: r.missing.length })}`);
  expect(r.loginStatuses).toEqual([401, 401, 401, 401, 401, 429]);
  expect(r.rejectedStatuses).toEqual([]);
  expect(r.accepted).toBe(r.total);
  expect(r.storedAfterKill).toBe(r.accepted);
  expect(r.missing).toEqual([]);
  expect(r.deliveredAfterOutage).toBe(r.accepted);
  expect(r.duplicateDeliveries).toBe(0);
  expect(r.duplicateSubmissions).toBe(0);
  // Stored by the killed instance with the answer lost, and sent again under its key: the
  // submission stored first, never a second copy (docs/leads.md 'Sent twice').
  expect(r.repeatedAfterLostAnswer).toBe(0);
});

/**
 * Issue 47, item 5: no SESSION_SECRET, a DATA_DIR each, started at once: the secret is shared
 * through the database, so the owner's session and a checkout cross from one instance to the other.
 */
it("two instances on PostgreSQL without SESSION_SECRET: the owner's session and a checkout work on both", { timeout: 120_000 }, async () => {
  const r = await sharedSecretRun({ ports: [PORT + 2, PORT + 3], postgresPort: Number(process.env.TEST_PG_PORT ?? 54329) + 2, name: "shared-secret" });
  // Each generated a secret of its own in its own DATA_DIR: only the database made them agree.
  expect(r.sameLocalSecrets).toBe(false);
  expect(r.adminWithCookieFromA).toEqual([200, 200]);
  expect(r.leadOnA).toBe(201);
  expect(r.intentOnB).toBe(200);
  expect(r.intentBody).toMatchObject({ ok: true, order_id: expect.any(String), client_secret: expect.any(String) });
});
