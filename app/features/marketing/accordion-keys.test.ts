import { describe, expect, it } from "vitest";
import { accordionKeyTarget } from "./accordion-keys.ts";

const all = [true, true, true, true];

describe("accordion keys", () => {
  it("Home and End go to the first and last item", () => {
    expect(accordionKeyTarget("Home", 2, all)).toBe(0);
    expect(accordionKeyTarget("End", 1, all)).toBe(3);
  });

  it("arrows move one item and wrap", () => {
    expect(accordionKeyTarget("ArrowDown", 1, all)).toBe(2);
    expect(accordionKeyTarget("ArrowDown", 3, all)).toBe(0);
    expect(accordionKeyTarget("ArrowUp", 2, all)).toBe(1);
    expect(accordionKeyTarget("ArrowUp", 0, all)).toBe(3);
  });

  it("skips disabled items", () => {
    const some = [false, true, false, true, false];
    expect(accordionKeyTarget("Home", 3, some)).toBe(1);
    expect(accordionKeyTarget("End", 1, some)).toBe(3);
    expect(accordionKeyTarget("ArrowDown", 1, some)).toBe(3);
    expect(accordionKeyTarget("ArrowDown", 3, some)).toBe(1);
    expect(accordionKeyTarget("ArrowUp", 1, some)).toBe(3);
  });

  it("ignores other keys and an accordion with nothing enabled", () => {
    expect(accordionKeyTarget("Enter", 0, all)).toBeNull();
    expect(accordionKeyTarget("ArrowLeft", 0, all)).toBeNull();
    expect(accordionKeyTarget("Home", 0, [false, false])).toBeNull();
  });
});
