import { describe, expect, it } from "vitest";
import { ownerDays, ownerZoneName, zoneDays } from "./owner-days.ts";

describe("the owner's days", () => {
  it("are Mountain Time's (content/site.ts), named as people say it", () => {
    expect(ownerDays.timeZone).toBe("America/Denver");
    expect(ownerZoneName).toBe("Mountain Time");
  });

  it("read an instant's day in the zone, not in UTC", () => {
    // 03:00 UTC on the 22nd is 20:00 on the 21st in Utah (MST, UTC−7).
    expect(ownerDays.dayOf(new Date("2026-11-22T03:00:00.000Z"))).toBe("2026-11-21");
    expect(ownerDays.dayOf(new Date("2026-11-22T07:00:00.000Z"))).toBe("2026-11-22");
    expect(ownerDays.dayOf(new Date("2026-11-22T06:59:59.999Z"))).toBe("2026-11-21");
  });

  it("start at the zone's midnight, summer time included", () => {
    expect(ownerDays.dayStart("2026-11-22")).toBe("2026-11-22T07:00:00.000Z");
    expect(ownerDays.dayStart("2026-07-04")).toBe("2026-07-04T06:00:00.000Z");
    // The days the clocks change (2026-03-08 and 2026-11-01, at 02:00): each starts at its own
    // midnight, and the next one 23 or 25 hours later.
    expect(ownerDays.dayStart("2026-03-08")).toBe("2026-03-08T07:00:00.000Z");
    expect(ownerDays.dayStart("2026-03-09")).toBe("2026-03-09T06:00:00.000Z");
    expect(ownerDays.dayStart("2026-11-01")).toBe("2026-11-01T06:00:00.000Z");
    expect(ownerDays.dayStart("2026-11-02")).toBe("2026-11-02T07:00:00.000Z");
  });

  it("work in any zone: half-hour offsets, east of UTC, a skipped midnight, and UTC itself", () => {
    const india = zoneDays("Asia/Kolkata");
    expect(india.dayStart("2026-11-22")).toBe("2026-11-21T18:30:00.000Z");
    expect(india.dayOf(new Date("2026-11-21T18:29:59.000Z"))).toBe("2026-11-21");
    expect(india.dayOf(new Date("2026-11-21T18:30:00.000Z"))).toBe("2026-11-22");
    // Chile's clocks went from 00:00 to 01:00 on 2026-09-06: that day starts at 01:00 local (UTC−3).
    const chile = zoneDays("America/Santiago");
    expect(chile.dayStart("2026-09-06")).toBe("2026-09-06T04:00:00.000Z");
    expect(chile.dayOf(new Date("2026-09-06T03:59:59.000Z"))).toBe("2026-09-05");
    // Israel's clocks went back from 01:00 to 00:00 on 2003-10-03: midnight came twice, and the
    // day starts at the first (UTC+3, summer time still).
    const israel = zoneDays("Asia/Jerusalem");
    expect(israel.dayStart("2003-10-03")).toBe("2003-10-02T21:00:00.000Z");
    expect(israel.dayOf(new Date("2003-10-02T20:59:59.000Z"))).toBe("2003-10-02");
    expect(zoneDays("UTC").dayStart("2026-11-22")).toBe("2026-11-22T00:00:00.000Z");
  });

  it("read each instant's day as the zone's own calendar does, either side of every quarter hour (the days are kept per quarter hour)", () => {
    for (const tz of ["America/Denver", "Asia/Kathmandu", "America/St_Johns", "Pacific/Chatham", "UTC"]) {
      const zone = zoneDays(tz);
      const calendar = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" });
      for (let t = Date.parse("2026-03-07T00:00:00Z"); t < Date.parse("2026-03-10T00:00:00Z"); t += 15 * 60_000) {
        for (const at of [t, t + 1, t + 15 * 60_000 - 1]) expect(zone.dayOf(new Date(at)), `${tz} ${new Date(at).toISOString()}`).toBe(calendar.format(at));
      }
    }
  });

  it("give every instant of a year the day whose start it follows", () => {
    for (let t = Date.parse("2026-01-01T00:00:00Z"); t < Date.parse("2027-01-01T00:00:00Z"); t += 73 * 60_000) {
      const day = ownerDays.dayOf(new Date(t));
      expect(Date.parse(ownerDays.dayStart(day)) <= t, new Date(t).toISOString()).toBe(true);
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(t < Date.parse(ownerDays.dayStart(next)), new Date(t).toISOString()).toBe(true);
    }
  });
});
