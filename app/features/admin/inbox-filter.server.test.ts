import { describe, expect, it } from "vitest";
import { inboxFilter, ordersFilter } from "./inbox-filter.server.ts";

const params = (p: Record<string, string>) => new URLSearchParams(p);

describe("the admin lists' filters from their address", () => {
  it("the inbox's search refuses a control character (PostgreSQL answered a NUL with an error: a 500)", () => {
    for (const q of ["grace\u0000", "a\tb", "line\nbreak", "\u007f"]) {
      expect(inboxFilter(params({ q })), JSON.stringify(q)).toEqual({ ok: false, error: expect.stringContaining("control character") });
    }
    expect(inboxFilter(params({ q: "  Grace Hopper  " }))).toEqual({ ok: true, filter: { query: "Grace Hopper" } });
  });

  it("the inbox's status: new or handled, and a mistyped one is said", () => {
    expect(inboxFilter(params({ status: "new" }))).toEqual({ ok: true, filter: { handled: false } });
    expect(inboxFilter(params({ status: "handled" }))).toEqual({ ok: true, filter: { handled: true } });
    expect(inboxFilter(params({ status: "" }))).toEqual({ ok: true, filter: {} });
    for (const status of ["open", "toString", "__proto__"]) expect(inboxFilter(params({ status })), status).toEqual({ ok: false, error: expect.stringContaining("Status is one of new, handled") });
  });

  it("the orders page takes the dashboard's links: a period of payments or bookings, a channel", () => {
    // The dashboard's range: [from 00:00, the day after the last day) (dashboard-tables.server.ts).
    expect(ordersFilter(params({ paid_from: "2026-11-01T00:00:00.000Z", paid_to: "2026-12-01T00:00:00.000Z", channel: "linkedin" }))).toEqual({
      ok: true,
      filtered: true,
      filter: { paidFrom: "2026-11-01T00:00:00.000Z", paidTo: "2026-12-01T00:00:00.000Z", channel: "linkedin" },
    });
    // A day typed alone is its midnight in the owner's time zone (Mountain Time: summer time ends on 2026-11-01).
    expect(ordersFilter(params({ booked_from: "2026-11-01", booked_to: "2026-11-02" }))).toMatchObject({ ok: true, filter: { bookedFrom: "2026-11-01T06:00:00.000Z", bookedTo: "2026-11-02T07:00:00.000Z" } });
    expect(ordersFilter(params({}))).toEqual({ ok: true, filter: {}, filtered: false });
  });

  it("the orders page says what is wrong with a mistyped filter instead of reading it as it is", () => {
    expect(ordersFilter(params({ paid_from: "yesterday" }))).toEqual({ ok: false, error: expect.stringContaining('"yesterday" is not a date for Paid from') });
    expect(ordersFilter(params({ booked_to: "2026-11-01\u0000" }))).toEqual({ ok: false, error: expect.stringContaining("Booked before") });
    expect(ordersFilter(params({ paid_from: "1999-01-01" }))).toMatchObject({ ok: false });
    expect(ordersFilter(params({ paid_from: "2026-11-02", paid_to: "2026-11-01" }))).toEqual({ ok: false, error: "Paid from must come before Paid before." });
    expect(ordersFilter(params({ booked_from: "2026-11-02", booked_to: "2026-11-02" }))).toEqual({ ok: false, error: "Booked from must come before Booked before." });
    expect(ordersFilter(params({ channel: "linked\u0000in" }))).toEqual({ ok: false, error: "That is not a channel the dashboard names." });
  });
});
