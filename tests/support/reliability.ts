import { openDatabase } from "#app/db/connection.server.ts";
import { getSubmission } from "#app/infra/repository.server.ts";
import { startServer, type RunningServer } from "./server.ts";
import { startWebhookReceiver } from "./webhook-receiver.ts";

export interface ReliabilityResult {
  total: number;
  concurrency: number;
  accepted: number;
  rejectedStatuses: number[];
  storedAfterCrashes: number;
  deliveredAfterOutage: number;
  duplicateDeliveries: number;
  missing: string[];
  seconds: number;
}

/**
 * The reliability run of issue #5: `total` submissions at `concurrency` while the webhook target
 * is down and the server is killed with SIGKILL twice and restarted. Then the target comes back.
 * Every submission that got a 2xx must be stored and must reach the receiver (at least once).
 */
export async function reliabilityRun({ port, total, concurrency, name }: { port: number; total: number; concurrency: number; name: string }): Promise<ReliabilityResult> {
  const started = Date.now();
  const hooks = await startWebhookReceiver();
  await hooks.stop(); // the owner's automation is down
  const env = { WEBHOOK_CONTACT_URL: hooks.url("/contact"), FORM_RATE_LIMIT_MAX: "100000000", OUTBOX_INTERVAL_MS: "200", LOG_LEVEL: "warn" };
  let server: RunningServer = await startServer({ port, name, env });
  const dataDir = server.dataDir;
  const accepted: { id: string; email: string }[] = [];
  const rejectedStatuses: number[] = [];
  let sent = 0;
  try {
    const worker = async () => {
      while (sent < total) {
        const i = sent++;
        // Like a visitor pressing "send" again, a request that met a dead server is sent again.
        for (let tries = 0; tries < 400; tries++) {
          try {
            const res = await fetch(`${server.url}/api/leads/contact`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ firstName: "Load", lastName: `Test ${i}`, email: `load${i}@example.com`, message: `message ${i}`, elapsedMs: 3000 }),
            });
            if (res.status === 201) accepted.push({ id: ((await res.json()) as { id: string }).id, email: `load${i}@example.com` });
            else rejectedStatuses.push(res.status);
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
      server = await startServer({ port, name, env, keepData: true });
    };
    await Promise.all([...Array.from({ length: concurrency }, worker), crash(total / 3).then(() => crash((2 * total) / 3))]);

    const database = await openDatabase(`file:${dataDir}/site.db`, { migrate: false });
    let storedAfterCrashes = 0;
    for (const { id, email } of accepted) if ((await getSubmission(database, id))?.submission.email === email) storedAfterCrashes++;

    // The receiver comes back. Deliveries that failed while it was down wait out their backoff;
    // make them due now, as the owner's "retry" does.
    await hooks.start();
    await database.db.updateTable("deliveries").set({ next_attempt_at: new Date(0).toISOString(), locked_until: null }).where("state", "=", "pending").execute();
    await database.close();
    const missingNow = () => {
      const got = new Set(hooks.received.map((r) => (JSON.parse(r.body) as { email: string }).email));
      return accepted.filter((a) => !got.has(a.email)).map((a) => a.email);
    };
    const deadline = Date.now() + 120_000;
    while (missingNow().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const deliveryIds = hooks.received.map((r) => String(r.headers["x-delivery-id"]));
    return {
      total,
      concurrency,
      accepted: accepted.length,
      rejectedStatuses,
      storedAfterCrashes,
      deliveredAfterOutage: accepted.length - missingNow().length,
      duplicateDeliveries: deliveryIds.length - new Set(deliveryIds).size,
      missing: missingNow(),
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await server.stop();
    await hooks.stop().catch(() => {});
  }
}
