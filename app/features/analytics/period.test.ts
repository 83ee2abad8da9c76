import { expect, it } from "vitest";
import { periodOf } from "./dashboard.server";
import { BOT_USER_AGENT } from "./events.server";

it("'12 months' is twelve calendar months: this one so far and the eleven before, never a 13th", () => {
  const at = (iso: string) => periodOf(new URLSearchParams("period=12m"), new Date(iso)).period;
  expect(at("2026-11-27T12:00:00Z")).toMatchObject({ from: "2025-12-01", to: "2026-11-27", unit: "month" });
  expect(at("2026-01-01T00:00:00Z")).toMatchObject({ from: "2025-02-01", to: "2026-01-01" });
  expect(at("2026-12-31T23:59:59Z")).toMatchObject({ from: "2026-01-01", to: "2026-12-31" });
});

it("a Cubot phone is a person; bots are bots", () => {
  expect(BOT_USER_AGENT.test("Mozilla/5.0 (Linux; Android 10; Cubot X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36")).toBe(false);
  for (const ua of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; AhrefsBot/7.0)", "Twitterbot/1.0", "some bot"]) expect(BOT_USER_AGENT.test(ua), ua).toBe(true);
});
