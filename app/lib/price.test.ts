import { describe, expect, it } from "vitest";
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
