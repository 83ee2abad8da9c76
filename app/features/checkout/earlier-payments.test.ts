import { afterEach, describe, expect, it, vi } from "vitest";
import { cookiePolicy } from "#content/legal/cookie-policy.ts";
import { EARLIER_ORDERS_MAX, EARLIER_PAYMENT_KEPT_MS, EARLIER_PAYMENTS_KEY, earlierPaymentIds, rememberPayment } from "./earlier-payments.ts";
import { earlierPaymentMessages, paymentDay } from "./messages.ts";
import { createPaymentIntent, earlierPaymentOf } from "./payment-client.ts";

vi.mock("#app/lib/attribution.ts", () => ({ attributionForSend: () => null }));

/** localStorage as the browser gives it: strings under keys. */
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const DAY = 24 * 60 * 60 * 1000;

describe("the payments this browser made (earlier-payments.ts)", () => {
  it("keeps order ids newest first, once each, at most EARLIER_ORDERS_MAX", () => {
    const store = memoryStore();
    for (let n = 1; n <= EARLIER_ORDERS_MAX + 2; n++) rememberPayment(id(n), 1_000 + n, store);
    rememberPayment(id(4), 2_000, store);
    expect(earlierPaymentIds(2_000, store)).toEqual([id(4), id(7), id(6), id(5), id(3)]);
    // Nothing but ids and times is written.
    expect(JSON.parse(store.items.get(EARLIER_PAYMENTS_KEY)!)[0]).toEqual({ order: id(4), at: 2_000 });
  });

  it("forgets ids older than EARLIER_PAYMENT_KEPT_MS, and ignores what is not an order id", () => {
    const now = 100 * DAY;
    const store = memoryStore({
      [EARLIER_PAYMENTS_KEY]: JSON.stringify([
        { order: id(1), at: now - EARLIER_PAYMENT_KEPT_MS },
        { order: id(2), at: now - EARLIER_PAYMENT_KEPT_MS + 1 },
        { order: "not-an-order", at: now },
        { order: id(3), at: "yesterday" },
        null,
        { order: id(4), at: now + DAY },
      ]),
    });
    expect(earlierPaymentIds(now, store)).toEqual([id(2)]);
    expect(earlierPaymentIds(now, memoryStore({ [EARLIER_PAYMENTS_KEY]: "{oops" }))).toEqual([]);
    expect(earlierPaymentIds(now, memoryStore({ [EARLIER_PAYMENTS_KEY]: '{"order":1}' }))).toEqual([]);
    rememberPayment("../../etc", now, store);
    expect(earlierPaymentIds(now, store)).toEqual([id(2)]);
  });

  it("storage refused or full loses only the warning", () => {
    expect(earlierPaymentIds(0, null)).toEqual([]);
    expect(() => rememberPayment(id(1), 0, null)).not.toThrow();
    const full = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => rememberPayment(id(1), 0, full)).not.toThrow();
  });

  it("the cookie policy says how long it is kept, and that it holds nothing personal", () => {
    const text = cookiePolicy.sections.flatMap((s) => s.blocks.map((b) => ("text" in b ? b.text : ""))).join(" ");
    expect(text).toContain(`local storage keeps that order's number for ${EARLIER_PAYMENT_KEPT_MS / DAY} days`);
    expect(text).toMatch(/no name, e-mail or card detail/);
  });
});

describe("the intent request and the server's word on an earlier payment", () => {
  afterEach(() => void vi.unstubAllGlobals());
  const lead = { leadId: id(9), leadToken: "t" };

  it("sends the kept ids and passes a well-formed earlier payment on to the panel", async () => {
    const store = memoryStore();
    rememberPayment(id(1), Date.now() - 1_000, store);
    const sent: unknown[] = [];
    vi.stubGlobal("window", { setTimeout, clearTimeout, localStorage: store });
    vi.stubGlobal("fetch", vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const body = { ok: true, order_id: id(2), client_secret: "pi_1_secret_x", publishable_key: "pk", earlier_payment: { order_id: id(1), state: "processing", at: "2026-11-27T18:00:00.000Z" } };
      return new Response(JSON.stringify(body), { status: 200 });
    }));
    expect(await createPaymentIntent("premium", lead)).toEqual({
      kind: "ready",
      orderId: id(2),
      clientSecret: "pi_1_secret_x",
      publishableKey: "pk",
      earlier: { orderId: id(1), state: "processing", at: new Date("2026-11-27T18:00:00.000Z") },
    });
    expect(sent).toEqual([{ price_id: "premium", lead_id: lead.leadId, lead_token: "t", earlier_orders: [id(1)] }]);
  });

  it("a malformed earlier payment warns of nothing", () => {
    for (const bad of [null, "x", { order_id: "x", state: "paid", at: "2026-11-27T18:00:00Z" }, { order_id: id(1), state: "refunded", at: "2026-11-27T18:00:00Z" }, { order_id: id(1), state: "paid", at: "soon" }]) {
      expect(earlierPaymentOf(bad)).toBeUndefined();
    }
    expect(earlierPaymentOf({ order_id: id(1), state: "paid", at: "2026-11-27T18:00:00Z" })).toEqual({ orderId: id(1), state: "paid", at: new Date("2026-11-27T18:00:00Z") });
  });
});

describe("the warning's day, in the visitor's calendar", () => {
  it("today, yesterday (across a month's end), else the date", () => {
    const now = new Date(2026, 11, 1, 0, 30);
    expect(paymentDay(new Date(2026, 11, 1, 0, 5), now)).toBe("today");
    expect(paymentDay(new Date(2026, 10, 30, 23, 59), now)).toBe("yesterday");
    expect(paymentDay(new Date(2026, 10, 29, 12, 0), now)).toBe("on November 29");
    expect(earlierPaymentMessages.processing(paymentDay(new Date(2026, 11, 1, 0, 5), now))).toBe("A payment for this session made from this browser today is still being processed.");
    expect(earlierPaymentMessages.paid("yesterday")).toBe("This browser already paid for this session yesterday.");
  });
});
