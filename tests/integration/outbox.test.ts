import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "#app/config/env.server.ts";
import { createOutbox, emailTransport, leaseFor, webhookTransport } from "#app/infra/outbox.server.ts";
import { claimDueDeliveries, getSubmission } from "#app/infra/repository.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";
import { startSmtp } from "#tests/support/smtp.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

/**
 * Issue 12, item 6: an SMTP server that hangs after DATA costs one bounded e-mail attempt, not
 * the queue. Webhooks keep flowing, the send is cut off at its timeout while its claim still
 * holds, and shutdown gives the claim back instead of waiting or being forced.
 */
const SEND_TIMEOUT_MS = 1500;
const good = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", message: "Hello", elapsedMs: 5000 };

const dialects = [
  ["sqlite", async (dir: string) => `file:${path.join(dir, "site.db")}`],
  ["postgres", async () => createDatabase(inject("postgresUrl"), `outbox_${Date.now()}`)],
] as const;

const until = async (what: () => Promise<boolean> | boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
};

describe.each(dialects)("outbox with a stalled SMTP server on %s", (_name, makeUrl) => {
  let svc: Services;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let smtpUrl: string;
  const outboxes: ReturnType<typeof createOutbox>[] = [];
  const outbox = () => {
    const o = createOutbox({
      database: svc.database,
      intervalMs: 60_000,
      sendTimeoutMs: SEND_TIMEOUT_MS,
      shutdownGraceMs: 300,
      transports: { webhook: webhookTransport(), email: emailTransport(smtpUrl, "site@example.com", SEND_TIMEOUT_MS) },
    });
    outboxes.push(o);
    return o;
  };
  const submit = async () => {
    const r = await svc.leads.submit("contact", good, { clientHash: `c${Math.random()}`, userAgent: null });
    if (!r.ok) throw new Error("not stored");
    return r.id;
  };
  const delivery = async (id: string, channel: "webhook" | "email") => (await getSubmission(svc.database, id))!.deliveries.find((d) => d.channel === channel)!;

  beforeAll(async () => {
    hooks = await startWebhookReceiver();
    smtp = await startSmtp({ stallAfterData: true });
    smtpUrl = smtp.url;
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    svc = await createServices(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: await makeUrl(dir), WEBHOOK_CONTACT_URL: hooks.url("/contact"), SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "owner@example.com", FORM_RATE_LIMIT_MAX: "1000", LOG_LEVEL: "silent" }),
      { startOutbox: false },
    );
  });
  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((o) => o.stop()));
  });
  afterAll(async () => {
    await svc?.close();
    await hooks?.stop();
    await smtp?.stop();
  });

  it("a webhook sent after the e-mail stalled is not held up by it", async () => {
    const worker = outbox();
    worker.start();
    const first = await submit();
    worker.poke();
    expect(await until(() => smtp.stalledCount() >= 1, 3000)).toBe(true);
    const second = await submit();
    const posted = Date.now();
    worker.poke();
    expect(await until(async () => (await delivery(second, "webhook")).state === "delivered", 1000)).toBe(true);
    expect(Date.now() - posted).toBeLessThan(1000);
    // Meanwhile the first e-mail is still being sent, under its claim.
    expect((await delivery(first, "email")).state).toBe("pending");
  });

  it("the stalled send is cut off at its timeout, within its lease: no one else claims it meanwhile", async () => {
    expect(leaseFor(SEND_TIMEOUT_MS)).toBeGreaterThan(SEND_TIMEOUT_MS + 5000);
    const worker = outbox();
    worker.start();
    const id = await submit();
    worker.poke();
    expect(await until(async () => (await delivery(id, "email")).locked_until !== null, 3000)).toBe(true);
    const started = Date.now();
    // Another instance looking for due e-mail finds none while the send runs.
    const emailId = (await delivery(id, "email")).id;
    const elsewhere = await claimDueDeliveries(svc.database, { channel: "email", limit: 100, now: new Date(Date.now() + SEND_TIMEOUT_MS) });
    expect(elsewhere.map((d) => d.id)).not.toContain(emailId);
    expect(await until(async () => (await delivery(id, "email")).attempts === 1, SEND_TIMEOUT_MS + 2000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(SEND_TIMEOUT_MS + 1500);
    expect(await delivery(id, "email")).toMatchObject({ state: "pending", last_error: `timed out after ${SEND_TIMEOUT_MS} ms`, locked_until: null, claim: null });
  });

  it("shutdown during a stalled send ends quickly and gives the claim back, uncounted", async () => {
    const worker = outbox();
    worker.start();
    const id = await submit();
    worker.poke();
    expect(await until(async () => (await delivery(id, "email")).locked_until !== null && smtp.stalledCount() > 0, 3000)).toBe(true);
    const before = (await delivery(id, "email")).attempts;
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(1000);
    expect(await delivery(id, "email")).toMatchObject({ state: "pending", attempts: before, locked_until: null, claim: null });
  });
});
