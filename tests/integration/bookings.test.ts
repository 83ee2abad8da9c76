import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "#app/config/env.server.ts";
import { schedulers } from "#app/features/booking/scheduler.ts";
import { createServices, type Services } from "#app/services.server.ts";
import { bookingRouter } from "#server/api/booking.ts";
import { CALENDLY, startFakeCalendly, type FakeCalendly } from "#tests/fakes/calendly-api.ts";
import { listen } from "#tests/support/listen.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/**
 * Issue 'Money and access hold under abuse', item 8: /api/booking took any scheduler-shaped URI
 * from anyone, and the forged booking showed in /admin/orders like a real one. Now a booking is
 * `verified` only when the scheduler's API confirms it (CALENDLY_TOKEN set; Calendly is a local
 * fake here); the API's 'no such booking' is refused; without a token, or when the API cannot
 * answer, it is stored unverified. On both databases (the column comes by migration).
 */
const dialects = [
  ["sqlite", async (dir: string) => `file:${path.join(dir, "site.db")}`],
  ["postgres", async () => createDatabase(inject("postgresUrl"), `book_${Date.now()}`)],
] as const;

async function serve(svc: Services) {
  const app = express();
  app.use("/api/booking", bookingRouter(svc));
  const { origin, close } = await listen(app);
  const post = (body: unknown) => fetch(`${origin}/api/booking`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { close, post };
}

describe.each(dialects)("bookings on %s", (_name, makeUrl) => {
  let calendly: FakeCalendly;
  let withToken: Services;
  let withoutToken: Services;
  let api: Awaited<ReturnType<typeof serve>>;
  let open: Awaited<ReturnType<typeof serve>>;
  const bookings = (svc: Services) => svc.database.db.selectFrom("bookings").selectAll().orderBy("created_at").execute();

  beforeAll(async () => {
    calendly = await startFakeCalendly();
    const dir = mkdtempSync(path.join(tmpdir(), "book-"));
    withToken = await createServices(loadConfig({ DATA_DIR: dir, DATABASE_URL: await makeUrl(dir), CALENDLY_TOKEN: calendly.token, CALENDLY_API_BASE: calendly.url, LOG_LEVEL: "silent" }), { startOutbox: false });
    const dir2 = mkdtempSync(path.join(tmpdir(), "book-"));
    withoutToken = await createServices(loadConfig({ DATA_DIR: dir2, DATABASE_URL: await makeUrl(dir2), LOG_LEVEL: "silent" }), { startOutbox: false });
    api = await serve(withToken);
    open = await serve(withoutToken);
  });
  afterAll(async () => {
    api?.close();
    open?.close();
    await withToken?.close();
    await withoutToken?.close();
    await calendly?.stop();
  });

  it("without a token, a booking (real or forged: the server cannot tell) is stored as unverified", async () => {
    const forged = { kind: "strategy_session", eventUri: `${CALENDLY}/scheduled_events/FORGED1`, inviteeUri: `${CALENDLY}/scheduled_events/FORGED1/invitees/X` };
    const res = await open.post(forged);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ok: true, verified: false });
    const [row] = await bookings(withoutToken);
    expect(row).toMatchObject({ invitee_uri: forged.inviteeUri, verified: 0 });
  });

  it("with a token, a booking the scheduler confirms is stored verified, with the Bearer token sent", async () => {
    const real = calendly.book(schedulers.strategy_session.url);
    const res = await api.post({ kind: "strategy_session", ...real });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ok: true, verified: true });
    expect((await bookings(withToken)).find((b) => b.invitee_uri === real.inviteeUri)).toMatchObject({ kind: "strategy_session", verified: 1 });
    expect(calendly.requests.map((r) => r.authorization)).toContain(`Bearer ${calendly.token}`);
    // Repeated: the same booking, not asked again.
    const asked = calendly.requests.length;
    const again = await api.post({ kind: "strategy_session", ...real });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true, verified: true });
    expect(calendly.requests.length).toBe(asked);
  });

  it("with a token, forged URIs, a canceled booking and a free chat posted as the paid session are refused and not stored", async () => {
    const before = (await bookings(withToken)).length;
    const forged = await api.post({ kind: "strategy_session", eventUri: `${CALENDLY}/scheduled_events/FORGED2`, inviteeUri: `${CALENDLY}/scheduled_events/FORGED2/invitees/X` });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ ok: false, error: "Not a booking.", fieldErrors: { inviteeUri: "The scheduler has no such booking." } });
    const chat = calendly.book(schedulers.chat.url);
    expect((await api.post({ kind: "strategy_session", ...chat })).status).toBe(400);
    // A malformed post names its field.
    expect(await (await api.post({ kind: "nope", eventUri: "x", inviteeUri: "y" })).json()).toMatchObject({ fieldErrors: { kind: "One of: chat, strategy_session." } });
    expect(await (await api.post({ kind: "strategy_session", eventUri: "x", inviteeUri: "y" })).json()).toMatchObject({ fieldErrors: { eventUri: "The scheduler's event URI." } });
    const canceled = calendly.book(schedulers.strategy_session.url, { status: "canceled" });
    expect((await api.post({ kind: "strategy_session", ...canceled })).status).toBe(400);
    // Someone else's invitee on a real event.
    const real = calendly.book(schedulers.strategy_session.url);
    const other = calendly.book(schedulers.strategy_session.url);
    expect((await api.post({ kind: "strategy_session", eventUri: real.eventUri, inviteeUri: `${real.eventUri}/invitees/${other.inviteeUri.split("/").pop()}` })).status).toBe(400);
    expect((await bookings(withToken)).length).toBe(before);
    // The chat booking as what it is: verified.
    expect(await (await api.post({ kind: "chat", ...chat })).json()).toMatchObject({ ok: true, verified: true });
  });

  it("when the scheduler's API cannot answer, the booking is kept but unverified; a repeat once it answers verifies it", async () => {
    const real = calendly.book(schedulers.strategy_session.url);
    calendly.failWith(503);
    try {
      const res = await api.post({ kind: "strategy_session", ...real });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ verified: false });
    } finally {
      calendly.failWith(null);
    }
    expect((await bookings(withToken)).find((b) => b.invitee_uri === real.inviteeUri)).toMatchObject({ verified: 0 });
    const again = await api.post({ kind: "strategy_session", ...real });
    expect(await again.json()).toMatchObject({ duplicate: true, verified: true });
    expect((await bookings(withToken)).find((b) => b.invitee_uri === real.inviteeUri)).toMatchObject({ verified: 1 });
  });
});
