import { describe, expect, it } from "vitest";
import { ESSENTIAL_FLOW } from "#app/config/layout.ts";
import { flowState } from "./flow-state.ts";

const vh = 800;
const line = vh * ESSENTIAL_FLOW.readingLine; // 480
const height = 600;
/** The list's top when `passed` px of it are above the reading line. */
const at = (passed: number) => flowState(line - passed, height, vh);

describe("Essential Flow step (SPEC §4, decision 037)", () => {
  it("marks the first step before the list reaches the reading line", () => {
    expect(flowState(900, height, vh)).toEqual({ active: false, progress: 0, index: 0 });
    expect(flowState(700, height, vh)).toEqual({ active: true, progress: 0, index: 0 });
    expect(at(0)).toEqual({ active: true, progress: 0, index: 0 });
  });

  it("is floor(progress × 6) of the list passed", () => {
    expect(at(99).index).toBe(0);
    expect(at(100).index).toBe(1);
    expect(at(300)).toEqual({ active: true, progress: 0.5, index: 3 });
    expect(at(499).index).toBe(4);
    expect(at(500).index).toBe(5);
  });

  it("caps at the last step once the list has passed, and is inactive when out of view", () => {
    expect(at(600)).toEqual({ active: true, progress: 1, index: 5 });
    expect(at(1079).active).toBe(true);
    expect(at(1080)).toEqual({ active: false, progress: 1, index: 5 });
  });

  it("copes with an empty list", () => {
    expect(flowState(100, 0, vh).index).toBe(5);
    expect(flowState(600, 0, vh).index).toBe(0);
  });
});
