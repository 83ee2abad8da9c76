import { describe, expect, it } from "vitest";
import { IdleConnections } from "./idle-connections.ts";

/** Which idle connection the server closes first near its cap (issue 45, item 1). */
describe("idle connections: which is closed first", () => {
  it("none when none is idle; a busy or closed connection is never chosen", () => {
    const idle = new IdleConnections<string>();
    expect(idle.takeFirstToClose()).toBeUndefined();
    idle.idle("a1", "A", 1);
    idle.idle("a2", "A", 2);
    idle.remove("a1"); // a request arrived on it
    expect(idle.size).toBe(1);
    expect(idle.takeFirstToClose()).toBe("a2");
    expect(idle.takeFirstToClose()).toBeUndefined();
    expect(idle.size).toBe(0);
  });

  it("the client holding the most idle connections loses them first, its longest idle first", () => {
    const idle = new IdleConnections<string>();
    idle.idle("visitor", "198.51.100.7", 1); // idle longest of all, but its client holds only one
    for (let i = 0; i < 3; i++) idle.idle(`h${i}`, "203.0.113.9", 10 + i);
    idle.idle("other1", "2001:db8:1:2::/64", 5);
    idle.idle("other2", "2001:db8:1:2::/64", 6);
    expect(idle.takeFirstToClose()).toBe("h0");
    // Now two each: the tie goes to the client whose oldest has waited longest.
    expect(idle.takeFirstToClose()).toBe("other1");
    expect(idle.takeFirstToClose()).toBe("h1");
    expect([idle.takeFirstToClose(), idle.takeFirstToClose()]).toEqual(["visitor", "other2"]);
    expect(idle.takeFirstToClose()).toBe("h2");
    expect(idle.takeFirstToClose()).toBeUndefined();
  });

  it("a connection used again goes to the back of its client's line", () => {
    const idle = new IdleConnections<string>();
    idle.idle("c1", "C", 1);
    idle.idle("c2", "C", 2);
    idle.remove("c1");
    idle.idle("c1", "C", 3);
    expect(idle.takeFirstToClose()).toBe("c2");
    expect(idle.takeFirstToClose()).toBe("c1");
  });

  it("with one idle connection from each of many clients, the oldest goes first", () => {
    const idle = new IdleConnections<number>();
    const order = [5, 3, 9, 1, 7];
    for (const n of order) idle.idle(n, `client-${n}`, n);
    expect(Array.from({ length: order.length }, () => idle.takeFirstToClose())).toEqual([1, 3, 5, 7, 9]);
  });
});
