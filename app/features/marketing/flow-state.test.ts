import { describe, expect, it } from "vitest";
import { ESSENTIAL_FLOW } from "#app/config/constants.ts";
import { flowState } from "./flow-state";

const vh = 800;
const height = vh * ESSENTIAL_FLOW.viewportHeights; // 4800: 4000 px of travel
const at = (scrolledIntoSection: number) => flowState(-scrolledIntoSection, height, vh);

describe("Essential Flow step (SPEC §4)", () => {
  it("shows the first step before the section and at its start", () => {
    expect(flowState(300, height, vh)).toEqual({ active: false, progress: 0, index: 0 });
    expect(at(0)).toEqual({ active: true, progress: 0, index: 0 });
  });

  it("is floor(progress × 6)", () => {
    expect(at(666).index).toBe(0); // progress 0.1665
    expect(at(667).index).toBe(1); // 0.16675
    expect(at(2000)).toEqual({ active: true, progress: 0.5, index: 3 });
    expect(at(3333).index).toBe(4);
    expect(at(3334).index).toBe(5);
  });

  it("caps at the last step at the very end and after the section", () => {
    expect(at(4000)).toEqual({ active: true, progress: 1, index: 5 });
    expect(at(4001)).toEqual({ active: false, progress: 1, index: 5 });
    expect(at(9000).index).toBe(5);
  });

  it("is active only while the section covers the viewport", () => {
    expect(at(-1).active).toBe(false);
    expect(at(1).active).toBe(true);
    expect(at(3999).active).toBe(true);
    expect(at(4000.5).active).toBe(false);
  });

  it("copes with a section no taller than the viewport", () => {
    expect(flowState(0, vh, vh)).toEqual({ active: true, progress: 1, index: 5 });
    expect(flowState(10, vh, vh, 6).index).toBe(0);
  });
});
