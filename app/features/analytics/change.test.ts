import { expect, it } from "vitest";
import { changeOf } from "./change.ts";

it("says a figure's change against the days before in words: up, down, none, from none", () => {
  expect(changeOf(112, 100)).toBe("up 12%");
  expect(changeOf(50, 200)).toBe("down 75%");
  expect(changeOf(7, 7)).toBe("no change");
  expect(changeOf(0, 0)).toBe("no change");
  expect(changeOf(3, 0)).toBe("up from none");
  expect(changeOf(0, 4)).toBe("down 100%");
  expect(changeOf(2_500, 100)).toBe("up 2,400%");
  // A change that rounds to 0% is still said to be one.
  expect(changeOf(1001, 1000)).toBe("up under 1%");
  expect(changeOf(999, 1000)).toBe("down under 1%");
});
