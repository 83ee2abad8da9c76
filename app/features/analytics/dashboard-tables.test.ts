import { describe, expect, it } from "vitest";
import { ALL_CHANNELS, funnelTable, rateCell } from "./dashboard-tables.server.ts";

const whole = { from: "2026-11-01", to: "2026-11-30" };

describe("the funnel's rates", () => {
  it("are percentages with at most one decimal on the page and plain numbers in the CSV", () => {
    expect(rateCell(1, 8)).toEqual({ text: "12.5%", csv: 12.5 });
    expect(rateCell(1, 3)).toEqual({ text: "33.3%", csv: 33.3 });
    expect(rateCell(0, 40)).toEqual({ text: "0%", csv: 0 });
    expect(rateCell(2, 1)).toEqual({ text: "200%", csv: 200 });
  });

  it("say nothing where there is nothing to compare with", () => {
    expect(rateCell(3, 0)).toEqual({ text: "–", csv: "" });
    expect(rateCell(0, 0)).toEqual({ text: "–", csv: "" });
  });
});

describe("the funnel table", () => {
  const funnel = [
    { channel: "google.com", visits: 40, leads: 4, paid: 1 },
    { channel: "newsletter", visits: 10, leads: 3, paid: 0 },
    { channel: "not known", visits: 0, leads: 2, paid: 1 },
  ];
  const t = funnelTable(funnel, whole);
  const texts = (r: number) => t.rows[r]!.map((c) => c.text);

  it("gives each channel its counts, then the rate of each step", () => {
    expect(t.header).toEqual(["Channel", "Visits", "Leads or chats", "Paid sessions", "Visits to leads", "Leads to paid"]);
    expect(t.csvHeader).toEqual(["Channel", "Visits", "Leads or chats", "Paid sessions", "Visits to leads (%)", "Leads to paid (%)"]);
    expect(texts(0)).toEqual(["google.com", 40, 4, 1, "10%", "25%"]);
    expect(texts(1)).toEqual(["newsletter", 10, 3, 0, "30%", "0%"]);
    expect(texts(2)).toEqual(["not known", 0, 2, 1, "–", "50%"]);
  });

  it("ends with every channel together, whose numbers lead to the whole period's rows (from the owner's midnights)", () => {
    expect(texts(3)).toEqual([ALL_CHANNELS, 50, 9, 2, "18%", "22.2%"]);
    const [, visits, leads, paid] = t.rows[3]!;
    expect(visits!.href).toBe("/admin/analytics/views?period=custom&from=2026-11-01&to=2026-11-30&visits=1");
    expect(leads!.href).toBe("/admin/inbox?from=2026-11-01T06:00:00.000Z&to=2026-12-01T07:00:00.000Z&leads=1");
    expect(paid!.href).toBe("/admin/orders?paid_from=2026-11-01T06:00:00.000Z&paid_to=2026-12-01T07:00:00.000Z#orders");
    // A channel's links keep its filter.
    expect(t.rows[1]![2]!.href).toContain("&channel=newsletter&leads=1");
    expect(t.rows[1]![1]!.href).toContain("channel=newsletter");
  });

  it("has no total row for a single channel (it would repeat it), and no rows for an empty period", () => {
    expect(t.totalRow).toBe(true);
    expect(funnelTable(funnel.slice(0, 1), whole).rows).toHaveLength(1);
    expect(funnelTable(funnel.slice(0, 1), whole).totalRow).toBe(false);
    expect(funnelTable([], whole).rows).toEqual([]);
  });
});
