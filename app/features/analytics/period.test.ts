import { expect, it } from "vitest";
import { periodOf, previousOf } from "./dashboard.server.ts";
import { addDays, dayStart } from "./dates.ts";
import { BOT_USER_AGENT } from "./events.server.ts";

it("'12 months' is twelve calendar months: this one so far and the eleven before, never a 13th", () => {
  const at = (iso: string) => periodOf(new URLSearchParams("period=12m"), new Date(iso)).period;
  expect(at("2026-11-27T12:00:00Z")).toMatchObject({ from: "2025-12-01", to: "2026-11-27", unit: "month" });
  expect(at("2026-01-01T12:00:00Z")).toMatchObject({ from: "2025-02-01", to: "2026-01-01" });
  expect(at("2026-12-31T23:59:59Z")).toMatchObject({ from: "2026-01-01", to: "2026-12-31" });
  // Today is the owner's (Mountain Time): at 00:00 UTC on New Year's Day it is still December 31 there.
  expect(at("2026-01-01T00:00:00Z")).toMatchObject({ from: "2025-01-01", to: "2025-12-31" });
});

it("a Cubot phone is a person; bots are bots", () => {
  expect(BOT_USER_AGENT.test("Mozilla/5.0 (Linux; Android 10; Cubot X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36")).toBe(false);
  for (const ua of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; AhrefsBot/7.0)", "Twitterbot/1.0", "some bot"]) expect(BOT_USER_AGENT.test(ua), ua).toBe(true);
});

it("a custom period is within the years the inbox takes, so its links to the inbox always open", async () => {
  const { inboxFilter } = await import("#app/features/admin/inbox-filter.server.ts");
  const custom = (from: string, to: string) => periodOf(new URLSearchParams({ period: "custom", from, to }), new Date("2026-11-27T12:00:00Z"));
  expect(custom("1999-12-31", "2000-01-05").error).toBe("Days from 2000 to 2100.");
  expect(custom("2100-12-31", "2101-01-01").error).toBe("Days from 2000 to 2100.");
  for (const [from, to] of [["2000-01-01", "2000-01-31"], ["2100-12-01", "2100-12-31"]] as const) {
    const { period, error } = custom(from, to);
    expect(error).toBeUndefined();
    // The dashboard's link: [from's midnight, the midnight after the last day), the owner's (dashboard-tables.server.ts).
    expect(inboxFilter(new URLSearchParams({ from: dayStart(period.from), to: dayStart(addDays(period.to, 1)) })), `${from}..${to}`).toMatchObject({ ok: true });
  }
  expect(inboxFilter(new URLSearchParams({ from: "1999-12-31" }))).toMatchObject({ ok: false });
  expect(inboxFilter(new URLSearchParams({ to: "2101-01-02" }))).toMatchObject({ ok: false });
});

it("the days before a period are as many, ending the day before it begins", () => {
  const at = (q: string) => previousOf(periodOf(new URLSearchParams(q), new Date("2026-11-27T19:00:00Z")).period);
  expect(at("period=7d")).toMatchObject({ from: "2026-11-14", to: "2026-11-20" });
  expect(at("period=30d")).toMatchObject({ from: "2026-09-29", to: "2026-10-28" });
  // Twelve months from 2025-12-01 to 2026-11-27 are 362 days: the 362 before them.
  expect(at("period=12m")).toMatchObject({ from: "2024-12-04", to: "2025-11-30" });
  expect(at("period=custom&from=2026-03-01&to=2026-03-01")).toMatchObject({ from: "2026-02-28", to: "2026-02-28" });
});
