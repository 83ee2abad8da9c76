import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "#app/config/env.server.ts";
import { MAX_DELIVERY_ATTEMPTS } from "#app/infra/backoff.ts";
import { SEND_STORED_BATCH, sendNow, sendNowOffer, sendStored, storedOffers } from "#app/features/admin/send-now.server.ts";
import { getSubmission, retryDelivery, sendSkippedDeliveries } from "#app/infra/repository.server.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

/**
 * A delivery follows its setting (migration 0015): the webhook address the owner corrects and
 * restarts the site with reaches the leads already waiting (pending, or given up and retried by
 * the owner), not only the leads that come after.
 */
const good = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", message: "Hello", elapsedMs: 5000 };
/** Nothing listens there (the discard port): every attempt is refused. */
const WRONG_URL = "http://127.0.0.1:9/mistyped";

const dialects = [
  ["sqlite", async (dir: string) => `file:${path.join(dir, "site.db")}`],
  ["postgres", async () => createDatabase(inject("postgresUrl"), `outbox_settings_${Date.now()}`)],
] as const;

describe.each(dialects)("deliveries follow their setting on %s", (_name, makeUrl) => {
  let dir: string;
  let databaseUrl: string;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const open: Services[] = [];
  /** The site started with these settings (its outbox run by hand). */
  const site = async (env: Record<string, string>) => {
    const svc = await createServices(loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, FORM_RATE_LIMIT_MAX: "1000", LOG_LEVEL: "silent", ...env }), { startOutbox: false });
    open.push(svc);
    return svc;
  };
  const stopSite = async (svc: Services) => {
    open.splice(open.indexOf(svc), 1);
    await svc.close();
  };
  const submit = async (svc: Services, email = good.email, form: "contact" | "get-in-touch" = "contact") => {
    const r = await svc.leads.submit(form, { ...good, email }, { clientHash: `c${Math.random()}`, userAgent: null });
    if (!r.ok) throw new Error("not stored");
    return r.id;
  };
  const webhookOf = async (svc: Services, id: string) => (await getSubmission(svc.database, id))!.deliveries.find((d) => d.channel === "webhook")!;

  beforeAll(async () => {
    hooks = await startWebhookReceiver();
    dir = mkdtempSync(path.join(tmpdir(), "outbox-settings-"));
    databaseUrl = await makeUrl(dir);
  });
  afterAll(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    await hooks?.stop();
  });

  it("a mistyped address corrected and the site restarted: the waiting lead and the given-up one (after Retry) go to the new address", async () => {
    const before = await site({ WEBHOOK_CONTACT_URL: WRONG_URL });
    const waiting = await submit(before, "waiting@example.com");
    const givenUp = await submit(before, "given-up@example.com");
    expect(await webhookOf(before, waiting)).toMatchObject({ target: WRONG_URL, setting: "webhooks.contact", state: "pending" });
    await before.outbox.runOnce();
    expect(await webhookOf(before, waiting)).toMatchObject({ state: "pending", attempts: 1, last_error: expect.stringMatching(/could not reach the webhook/) });
    // The other one failed every attempt meanwhile: given up.
    await before.database.db.updateTable("deliveries").set({ state: "failed", attempts: MAX_DELIVERY_ATTEMPTS }).where("id", "=", (await webhookOf(before, givenUp)).id).execute();
    await stopSite(before);

    const after = await site({ WEBHOOK_CONTACT_URL: hooks.url("/contact") });
    // The waiting one's next attempt comes due; the owner retries the given-up one.
    await after.database.db.updateTable("deliveries").set({ next_attempt_at: new Date().toISOString() }).where("id", "=", (await webhookOf(after, waiting)).id).execute();
    expect(sendNowOffer(after.cfg, await webhookOf(after, givenUp))).toBe("retry");
    expect(await retryDelivery(after.database, (await webhookOf(after, givenUp)).id)).toBe(true);
    await after.outbox.runOnce();
    for (const id of [waiting, givenUp]) expect(await webhookOf(after, id)).toMatchObject({ state: "delivered", target: hooks.url("/contact"), setting: "webhooks.contact" });
    expect(sendNowOffer(after.cfg, await webhookOf(after, givenUp))).toBeNull();
    const bodies = hooks.received.filter((r) => r.path === "/contact").map((r) => JSON.parse(r.body) as { email: string });
    expect(bodies.map((b) => b.email).sort()).toEqual(["given-up@example.com", "waiting@example.com"]);
    await stopSite(after);
  });

  it("a setting unset since, or a row from before settings were recorded: the delivery goes where it was recorded to go", async () => {
    const first = await site({ WEBHOOK_CONTACT_URL: hooks.url("/kept") });
    const unsetSince = await submit(first, "unset-since@example.com");
    const older = await submit(first, "older@example.com");
    await first.database.db.updateTable("deliveries").set({ setting: null, target: hooks.url("/older") }).where("id", "=", (await webhookOf(first, older)).id).execute();
    await stopSite(first);

    const changed = await site({ WEBHOOK_CONTACT_URL: hooks.url("/changed") });
    await changed.database.db.updateTable("deliveries").set({ state: "failed" }).where("id", "=", (await webhookOf(changed, unsetSince)).id).execute();
    await changed.outbox.runOnce();
    expect(await webhookOf(changed, older)).toMatchObject({ state: "delivered", target: hooks.url("/older"), setting: null });
    await stopSite(changed);

    const unset = await site({});
    expect(await retryDelivery(unset.database, (await webhookOf(unset, unsetSince)).id)).toBe(true);
    await unset.outbox.runOnce();
    expect(await webhookOf(unset, unsetSince)).toMatchObject({ state: "delivered", target: hooks.url("/kept") });
    expect(hooks.received.filter((r) => r.path === "/changed")).toEqual([]);
    await stopSite(unset);
  });

  it("a lead stored while no webhook was set ('Stored only'): sent on the owner's request once an address is set, never by itself", async () => {
    const none = await site({});
    const early = await submit(none, "early@example.com");
    const stored = await webhookOf(none, early);
    expect(stored).toMatchObject({ state: "skipped", target: "(not configured)", setting: "webhooks.contact" });
    expect(sendNowOffer(none.cfg, stored)).toBeNull();
    expect(await sendNow(none, stored)).toBe("not-configured");
    await stopSite(none);

    const connected = await site({ WEBHOOK_CONTACT_URL: hooks.url("/crm") });
    await connected.outbox.runOnce();
    expect(await webhookOf(connected, early)).toMatchObject({ state: "skipped" });
    expect(hooks.received.filter((r) => r.path === "/crm")).toEqual([]);
    expect(sendNowOffer(connected.cfg, stored)).toBe("send");
    expect(await sendNow(connected, stored)).toBe("sent");
    await connected.outbox.runOnce();
    expect(await webhookOf(connected, early)).toMatchObject({ state: "delivered", target: hooks.url("/crm") });
    expect(hooks.received.filter((r) => r.path === "/crm").map((r) => (JSON.parse(r.body) as { email: string }).email)).toEqual(["early@example.com"]);
    // Pressed again (a second tab): it is no longer stored only; nothing is sent twice.
    expect(await sendNow(connected, stored)).toBe("not-now");
    await connected.outbox.runOnce();
    expect(hooks.received.filter((r) => r.path === "/crm")).toHaveLength(1);
    await stopSite(connected);
  });

  it("'Send all' in the inbox: the leads stored only under a webhook set since, oldest first, in bounded batches, each once; another webhook's stay", async () => {
    const none = await site({});
    const backlog: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      backlog.push(await submit(none, `backlog-${n}@example.com`));
      // Apart by a few milliseconds: "oldest first" is by the time stored, to the millisecond.
      await new Promise((r) => setTimeout(r, 3));
    }
    const elsewhere = await submit(none, "elsewhere@example.com", "get-in-touch");
    expect(await storedOffers(none)).toEqual([]);
    expect(await sendStored(none, "webhooks.contact")).toBe("not-configured");
    await stopSite(none);

    const connected = await site({ WEBHOOK_CONTACT_URL: hooks.url("/backlog") });
    expect(await storedOffers(connected)).toEqual([{ setting: "webhooks.contact", variable: "WEBHOOK_CONTACT_URL", target: hooks.url("/backlog"), count: 4, batch: Math.min(4, SEND_STORED_BATCH) }]);
    // A batch takes the oldest first (here two of the four, as a press over the batch size would).
    expect(await sendSkippedDeliveries(connected.database, "webhooks.contact", hooks.url("/backlog"), 2)).toBe(2);
    expect((await webhookOf(connected, backlog[0]!)).state).toBe("pending");
    expect((await webhookOf(connected, backlog[1]!)).state).toBe("pending");
    expect((await webhookOf(connected, backlog[2]!)).state).toBe("skipped");
    expect((await storedOffers(connected))[0]).toMatchObject({ count: 2, batch: 2 });
    expect(await sendStored(connected, "webhooks.contact")).toEqual({ queued: 2 });
    await connected.outbox.runOnce();
    const emails = hooks.received.filter((r) => r.path === "/backlog").map((r) => (JSON.parse(r.body) as { email: string }).email);
    expect(emails.sort()).toEqual(["backlog-1@example.com", "backlog-2@example.com", "backlog-3@example.com", "backlog-4@example.com"]);
    for (const id of backlog) expect(await webhookOf(connected, id)).toMatchObject({ state: "delivered", target: hooks.url("/backlog") });
    // Pressed again (a second tab): nothing left, nothing sent twice; get in touch's webhook is not set: its lead stays.
    expect(await storedOffers(connected)).toEqual([]);
    expect(await sendStored(connected, "webhooks.contact")).toEqual({ queued: 0 });
    expect(await sendStored(connected, "webhooks.getInTouch")).toBe("not-configured");
    expect(await sendStored(connected, "webhooks.__proto__")).toBe("not-configured");
    await connected.outbox.runOnce();
    expect(hooks.received.filter((r) => r.path === "/backlog")).toHaveLength(4);
    expect(await webhookOf(connected, elsewhere)).toMatchObject({ state: "skipped", target: "(not configured)" });
    await stopSite(connected);
  });
});
