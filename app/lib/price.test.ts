import { afterEach, describe, expect, it, vi } from "vitest";
import { pricesCents } from "#content/site.ts";
import { formatUsd } from "./price.ts";

describe("formatUsd", () => {
  it("shows the two prices of SPEC §9 with two decimals", () => {
    expect(formatUsd(pricesCents.strategyCall)).toBe("$997.00");
    expect(formatUsd(pricesCents.premium)).toBe("$1,497.00");
  });

  it("keeps cents and zero", () => {
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(123456)).toBe("$1,234.56");
    expect(formatUsd(0)).toBe("$0.00");
  });

  it("refuses what is not a whole number of cents", () => {
    expect(() => formatUsd(99.5)).toThrow(RangeError);
    expect(() => formatUsd(-1)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });
});

describe("price formatters", () => {
  afterEach(() => vi.restoreAllMocks());

  // Both modules are in browser chunks (every island's, several enhancers'): a formatter made at
  // load cost a phone's island wake ~100 ms of CPU at 4× (bench/lib/form-validation.ts), and kept
  // the module from being left out of chunks that never write a price.
  it("makes no currency formatter until the first price is written", async () => {
    const made = vi.spyOn(Intl, "NumberFormat");
    vi.resetModules();
    const site = await import("#content/site.ts");
    const price = await import("./price.ts");
    expect(made).not.toHaveBeenCalled();
    expect(site.priceInWords(99700)).toBe("$997");
    expect(price.formatUsd(99700)).toBe("$997.00");
    const afterFirst = made.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(0);
    site.priceInWords(149750);
    price.formatUsd(5);
    expect(made.mock.calls.length).toBe(afterFirst);
  });
});
