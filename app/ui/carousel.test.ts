import { describe, expect, it } from "vitest";
import { carouselReducer, createCarouselEngine, initialCarousel, isRotating, wrapIndex, type CarouselAction, type CarouselState, type Timers } from "./carousel.ts";

const run = (actions: CarouselAction[], s: CarouselState = initialCarousel(8)) => actions.reduce(carouselReducer, s);

describe("wrapIndex", () => {
  it("loops both ways", () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(17, 8)).toBe(1);
    expect(wrapIndex(3, 8)).toBe(3);
  });
});

describe("carousel state", () => {
  it("auto-advance loops from the last slide to the first", () => {
    const s = run(Array.from({ length: 8 }, () => ({ type: "auto" }) as const));
    expect(s.index).toBe(0);
    expect(s.held).toBe(false);
  });

  it("previous from the first slide goes to the last; next from the last to the first", () => {
    expect(run([{ type: "prev" }]).index).toBe(7);
    expect(run([{ type: "goTo", index: 7 }, { type: "next" }]).index).toBe(0);
  });

  it("a manual action holds the rotation until released, and each one counts", () => {
    const s = run([{ type: "goTo", index: 3 }]);
    expect(s).toMatchObject({ index: 3, held: true, manualSeq: 1 });
    expect(isRotating(s, false)).toBe(false);
    const again = carouselReducer(s, { type: "next" });
    expect(again).toMatchObject({ index: 4, held: true, manualSeq: 2 });
    const released = carouselReducer(again, { type: "release" });
    expect(isRotating(released, false)).toBe(true);
  });

  it("rotates only when nothing pauses it", () => {
    const s = initialCarousel(8);
    expect(isRotating(s, false)).toBe(true);
    expect(isRotating(s, true)).toBe(false);
    expect(isRotating(run([{ type: "hover", on: true }]), false)).toBe(false);
    expect(isRotating(run([{ type: "hover", on: true }, { type: "hover", on: false }]), false)).toBe(true);
    expect(isRotating(run([{ type: "focus", on: true }]), false)).toBe(false);
    expect(isRotating(run([{ type: "toggleStopped" }]), false)).toBe(false);
    expect(isRotating(run([{ type: "toggleStopped" }, { type: "toggleStopped" }]), false)).toBe(true);
    expect(isRotating(initialCarousel(1), false)).toBe(false);
  });
});

/** A manual clock for the engine's timers. */
function fakeClock() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    set: (fn, ms) => {
      pending.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clear: (id) => void pending.delete(id),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = end;
  };
  return { timers, advance };
}

function engine(reducedMotion = false) {
  const clock = fakeClock();
  const e = createCarouselEngine({ count: 8, reducedMotion, onChange: () => {}, timers: clock.timers });
  return { e, advance: clock.advance };
}

describe("carousel engine (SPEC §4 timings)", () => {
  it("advances every 8 s and loops", () => {
    const { e, advance } = engine();
    advance(7999);
    expect(e.state.index).toBe(0);
    advance(1);
    expect(e.state.index).toBe(1);
    advance(8000 * 7);
    expect(e.state.index).toBe(0);
  });

  it("pauses while hovered and starts a fresh 8 s after", () => {
    const { e, advance } = engine();
    advance(6000);
    e.dispatch({ type: "hover", on: true });
    advance(20_000);
    expect(e.state.index).toBe(0);
    e.dispatch({ type: "hover", on: false });
    advance(7999);
    expect(e.state.index).toBe(0);
    advance(1);
    expect(e.state.index).toBe(1);
  });

  it("holds 5 s after a manual action, then resumes the 8 s cycle", () => {
    const { e, advance } = engine();
    advance(3000);
    e.dispatch({ type: "goTo", index: 5 });
    advance(5000 + 7999);
    expect(e.state.index).toBe(5);
    advance(1);
    expect(e.state.index).toBe(6);
  });

  it("restarts the hold on each manual action", () => {
    const { e, advance } = engine();
    e.dispatch({ type: "next" });
    advance(4000);
    e.dispatch({ type: "next" });
    advance(4000 + 8000);
    expect(e.state.index).toBe(2);
    advance(1000);
    expect(e.state.index).toBe(3);
  });

  it("never rotates under reduced motion, and follows a change of that setting", () => {
    const { e, advance } = engine(true);
    advance(60_000);
    expect(e.state.index).toBe(0);
    e.setReducedMotion(false);
    advance(8000);
    expect(e.state.index).toBe(1);
    e.setReducedMotion(true);
    advance(60_000);
    expect(e.state.index).toBe(1);
  });

  it("stops for good with the pause button until started again", () => {
    const { e, advance } = engine();
    e.dispatch({ type: "toggleStopped" });
    advance(60_000);
    expect(e.state.index).toBe(0);
    e.dispatch({ type: "toggleStopped" });
    advance(8000);
    expect(e.state.index).toBe(1);
  });

  it("destroy cancels every timer", () => {
    const { e, advance } = engine();
    e.destroy();
    advance(60_000);
    expect(e.state.index).toBe(0);
  });
});
