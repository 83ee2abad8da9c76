import { CAROUSEL } from "#app/config/timings.ts";

/** The index `i` wrapped into 0..count-1, both ways (the carousel loops). */
export const wrapIndex = (i: number, count: number) => ((i % count) + count) % count;

export interface CarouselState {
  count: number;
  index: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** A manual action (dot, previous, next) happened less than the hold time ago. */
  held: boolean;
  /** Counts manual actions, so each one restarts the hold time. */
  manualSeq: number;
  /** The visitor stopped the rotation with the pause button. */
  stopped: boolean;
}

export type CarouselAction =
  | { type: "next" }
  | { type: "prev" }
  | { type: "goTo"; index: number }
  | { type: "auto" }
  | { type: "release" }
  | { type: "hover"; on: boolean }
  | { type: "focus"; on: boolean }
  | { type: "toggleStopped" };

export const initialCarousel = (count: number): CarouselState => ({
  count,
  index: 0,
  hovered: false,
  focused: false,
  held: false,
  manualSeq: 0,
  stopped: false,
});

const manual = (s: CarouselState, index: number): CarouselState => ({
  ...s,
  index: wrapIndex(index, s.count),
  held: true,
  manualSeq: s.manualSeq + 1,
});

export function carouselReducer(s: CarouselState, a: CarouselAction): CarouselState {
  switch (a.type) {
    case "next":
      return manual(s, s.index + 1);
    case "prev":
      return manual(s, s.index - 1);
    case "goTo":
      return manual(s, a.index);
    case "auto":
      return { ...s, index: wrapIndex(s.index + 1, s.count) };
    case "release":
      return { ...s, held: false };
    case "hover":
      return { ...s, hovered: a.on };
    case "focus":
      return { ...s, focused: a.on };
    case "toggleStopped":
      return { ...s, stopped: !s.stopped };
  }
}

/** SPEC §4: auto-advance runs unless hovered, focused, just used, stopped, or motion is unwelcome. */
export function isRotating(s: CarouselState, reducedMotion: boolean): boolean {
  return s.count > 1 && !reducedMotion && !s.hovered && !s.focused && !s.held && !s.stopped;
}

export interface Timers {
  set: (fn: () => void, ms: number) => number;
  clear: (id: number) => void;
}

const windowTimers: Timers = {
  set: (fn, ms) => window.setTimeout(fn, ms),
  clear: (id) => window.clearTimeout(id),
};

/**
 * The carousel's behaviour over time (SPEC §4, §9): the next slide 8 s after the current one
 * appeared or rotation resumed; no rotation while hovered, focused, stopped or under reduced
 * motion; after a manual action a 5 s hold, then the 8 s cycle starts again. Knows nothing of
 * the DOM: `onChange` receives every new state.
 */
export function createCarouselEngine({
  count,
  reducedMotion,
  onChange,
  advanceMs = CAROUSEL.advanceMs,
  manualPauseMs = CAROUSEL.manualPauseMs,
  timers = windowTimers,
}: {
  count: number;
  reducedMotion: boolean;
  onChange: (state: CarouselState, rotating: boolean) => void;
  advanceMs?: number;
  manualPauseMs?: number;
  timers?: Timers;
}) {
  let state = initialCarousel(count);
  let reduced = reducedMotion;
  let advanceTimer = 0;
  let holdTimer = 0;

  const stopTimer = (id: number) => {
    if (id) timers.clear(id);
    return 0;
  };

  const schedule = (prev: CarouselState | null, prevReduced: boolean) => {
    const was = prev ? isRotating(prev, prevReduced) : false;
    const now = isRotating(state, reduced);
    if (!now) advanceTimer = stopTimer(advanceTimer);
    else if (!was || prev?.index !== state.index) {
      stopTimer(advanceTimer);
      advanceTimer = timers.set(() => {
        advanceTimer = 0;
        dispatch({ type: "auto" });
      }, advanceMs);
    }
    if (!state.held) holdTimer = stopTimer(holdTimer);
    else if (!prev?.held || prev.manualSeq !== state.manualSeq) {
      stopTimer(holdTimer);
      holdTimer = timers.set(() => {
        holdTimer = 0;
        dispatch({ type: "release" });
      }, manualPauseMs);
    }
    onChange(state, now);
  };

  function dispatch(action: CarouselAction) {
    const prev = state;
    state = carouselReducer(state, action);
    schedule(prev, reduced);
  }

  schedule(null, reduced);

  return {
    dispatch,
    get state() {
      return state;
    },
    setReducedMotion(next: boolean) {
      const prevReduced = reduced;
      reduced = next;
      schedule({ ...state, index: state.index }, prevReduced);
    },
    destroy() {
      advanceTimer = stopTimer(advanceTimer);
      holdTimer = stopTimer(holdTimer);
    },
  };
}
