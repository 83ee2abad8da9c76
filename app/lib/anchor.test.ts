import { describe, expect, it } from "vitest";
import { anchorAction, scrollToId, type ScrollEnv } from "./anchor.ts";

describe("anchor rule (SPEC §2 /#strategy-options)", () => {
  it("does a full navigation to /home#strategy-options from any other page", () => {
    expect(anchorAction("/contact", "/#strategy-options")).toEqual({ kind: "navigate", url: "/home#strategy-options" });
    expect(anchorAction("/insights/some-post", "/#strategy-options")).toEqual({ kind: "navigate", url: "/home#strategy-options" });
  });

  it("scrolls in place on home", () => {
    expect(anchorAction("/", "/#strategy-options")).toEqual({ kind: "scroll", id: "strategy-options" });
    expect(anchorAction("/home", "/home#strategy-options")).toEqual({ kind: "scroll", id: "strategy-options" });
  });

  it("leaves ordinary links alone", () => {
    expect(anchorAction("/", "/contact")).toEqual({ kind: "none" });
    expect(anchorAction("/", "/insights#x")).toEqual({ kind: "none" });
    expect(anchorAction("/", "https://example.com/#a")).toEqual({ kind: "none" });
  });
});

function fakeEnv(foundOnAttempt: number | null, reducedMotion = false) {
  const timeline: number[] = [];
  const scrolled: ScrollIntoViewOptions[] = [];
  let attempts = 0;
  let now = 0;
  const queue: { at: number; fn: () => void }[] = [];
  const env: ScrollEnv = {
    find: () => {
      attempts += 1;
      timeline.push(now);
      return foundOnAttempt !== null && attempts >= foundOnAttempt ? { scrollIntoView: (o) => void scrolled.push(o) } : null;
    },
    wait: (ms, fn) => void queue.push({ at: now + ms, fn }),
    reducedMotion,
  };
  const run = () => {
    while (queue.length) {
      const next = queue.shift()!;
      now = next.at;
      next.fn();
    }
  };
  return { env, run, timeline, scrolled };
}

describe("scrollToId", () => {
  it("scrolls smoothly at once when the element exists", () => {
    const f = fakeEnv(1);
    expect(scrollToId("strategy-options", f.env)).toBe(true);
    expect(f.scrolled).toEqual([{ behavior: "smooth", block: "start" }]);
  });

  it("retries after 100 ms and again after 200 ms more, then stops", () => {
    const f = fakeEnv(null);
    expect(scrollToId("strategy-options", f.env)).toBe(false);
    f.run();
    expect(f.timeline).toEqual([0, 100, 300]);
    expect(f.scrolled).toEqual([]);
  });

  it("finds the element on a retry", () => {
    const f = fakeEnv(2);
    scrollToId("strategy-options", f.env);
    f.run();
    expect(f.timeline).toEqual([0, 100]);
    expect(f.scrolled).toHaveLength(1);
  });

  it("settles the layout before it measures where to scroll", () => {
    const f = fakeEnv(1);
    const order: string[] = [];
    const env: ScrollEnv = {
      ...f.env,
      find: () => ({ scrollIntoView: () => void order.push("scroll") }),
      beforeScroll: () => void order.push("settle"),
    };
    scrollToId("faq", env);
    expect(order).toEqual(["settle", "scroll"]);
  });

  it("jumps without animation when the visitor prefers reduced motion", () => {
    const f = fakeEnv(1, true);
    scrollToId("strategy-options", f.env);
    expect(f.scrolled[0]?.behavior).toBe("auto");
  });
});
