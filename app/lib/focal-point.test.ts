import { expect, it } from "vitest";
import { site } from "#content/site.ts";
import { objectPosition } from "./focal-point.ts";

it("turns 'x% y%' into an object-position, written the same way every time", () => {
  expect(objectPosition("50% 30%")).toBe("50% 30%");
  expect(objectPosition("  0%   100% ")).toBe("0% 100%");
  expect(objectPosition("33.5% 07%")).toBe("33.5% 7%");
});

it("refuses what the browser would silently drop or misplace", () => {
  for (const bad of ["", "50%", "50% 30", "50%,30%", "top", "center top", "50px 30px", "101% 30%", "50% 100.5%", "-5% 30%"]) {
    expect(() => objectPosition(bad), bad).toThrow(RangeError);
  }
});

it("accepts the owner's setting in content/site.ts", () => {
  expect(() => objectPosition(site.portrait.focus)).not.toThrow();
});
