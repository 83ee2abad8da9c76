import { expect, it } from "vitest";
import { telOf } from "./tel.ts";

it("dials what a visitor wrote: digits and a leading +, no bracketed trunk prefix after a country code", () => {
  expect(telOf("+1 (435) 555-0100")).toBe("+14355550100");
  expect(telOf("+44 (0)20 7946 0000")).toBe("+442079460000");
  expect(telOf("+49 (0) 30 1234")).toBe("+49301234");
  expect(telOf("(435) 555-0100")).toBe("4355550100");
  expect(telOf("555 + 0100")).toBe("5550100");
});
