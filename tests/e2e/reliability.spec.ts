import { test, expect } from "@playwright/test";
import { getSubmission } from "../../app/features/leads/repository.server";
import { openDatabase } from "../../app/db/connection.server";
import { startServer } from "../support/server";
import { startWebhookReceiver } from "../support/webhook-receiver";

/**
 * Small-scale reliability run (the bench runs the full one): submissions under concurrency
 * while the webhook target is down and the server is killed with SIGKILL twice. Every
 * submission that got a 2xx must be in the database and reach the receiver once it is back.
 */
test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT ?? 4310) + 50;
const TOTAL = 240;
const CONCURRENCY = 12;

test("no accepted submission is lost across crashes and a receiver outage", async () => {
  test.setTimeout(120_000);
  const hooks = await startWebhookReceiver();
  await hooks.stop(); // the owner's automation is down
  const env = {
    WEBHOOK_CONTACT_URL: hooks.url("/contact"),
    FORM_RATE_LIMIT_MAX: "100000",
    OUTBOX_INTERVAL_MS: "200",
    LOG_LEVEL: "warn",
  };
  let server = await startServer({ port, name: "reliability", env });
  test
    .info()
    .attach("server log", { path: server.logFile })
    .catch(() => {});
  try {
    const dataDir = server.dataDir;
    const accepted: { id: string; email: string }[] = [];
    let sent = 0;
    const statuses: number[] = [];

    const worker = async () => {
      while (sent < TOTAL) {
        const i = sent++;
        // Like a visitor pressing "send" again, a request that met a dead server is sent again.
        for (let tries = 0; tries < 200; tries++) {
          try {
            const res = await fetch(`${server.url}/api/leads/contact`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                firstName: "Load",
                lastName: `Test ${i}`,
                email: `load${i}@example.com`,
                message: `message ${i}`,
                elapsedMs: 3000,
              }),
            });
            if (res.status === 201)
              accepted.push({
                id: ((await res.json()) as { id: string }).id,
                email: `load${i}@example.com`,
              });
            else statuses.push(res.status);
            break;
          } catch {
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      }
    };

    const crash = async (afterSent: number) => {
      while (sent < afterSent) await new Promise((r) => setTimeout(r, 5));
      server.child.kill("SIGKILL");
      await new Promise((r) => server.child.once("exit", r));
      server = await startServer({
        port,
        name: "reliability",
        env,
        keepData: true,
      });
    };

    await Promise.all([
      ...Array.from({ length: CONCURRENCY }, worker),
      crash(TOTAL / 3).then(() => crash((2 * TOTAL) / 3)),
    ]);
    expect(statuses).toEqual([]);
    expect(accepted.length).toBeGreaterThanOrEqual(TOTAL * 0.9);

    // Everything accepted is stored.
    const h = await openDatabase(`file:${dataDir}/site.db`, { migrate: false });
    for (const { id, email } of accepted)
      expect((await getSubmission(h, id))?.submission.email).toBe(email);

    // The receiver comes back: every accepted submission arrives (at least once; ids deduplicate).
    await hooks.start();
    // Deliveries that failed while it was down wait out their backoff; make them due now, as the
    // owner's "retry" does.
    await h.db
      .updateTable("deliveries")
      .set({ next_attempt_at: new Date(0).toISOString(), locked_until: null })
      .where("state", "=", "pending")
      .execute();
    await h.close();
    const missing = () => {
      const got = new Set(
        hooks.received.map(
          (r) => (JSON.parse(r.body) as { email: string }).email,
        ),
      );
      return accepted.filter((a) => !got.has(a.email)).length;
    };
    await expect.poll(missing, { timeout: 60_000, intervals: [250] }).toBe(0);
    const deliveryIds = new Set(
      hooks.received.map((r) => r.headers["x-delivery-id"]),
    );
    expect(deliveryIds.size).toBeGreaterThanOrEqual(accepted.length);
  } finally {
    // Never leave a server behind, even when an expectation failed.
    await server.stop();
    await hooks.stop().catch(() => {});
  }
});
