import { expect, it } from "vitest";
import { SUITE_PORTS } from "#tests/support/ports.ts";

// Two suites on one port: the second refuses to start (tests/support/server.ts), or asks the first one's server.
it("no two integration suites' port ranges overlap (tests/support/ports.ts)", () => {
  const ranges = Object.entries(SUITE_PORTS).sort(([, a], [, b]) => a.offset - b.offset);
  const overlaps = ranges.slice(1).flatMap(([name, r], i) => {
    const [previous, p] = ranges[i]!;
    return r.offset < p.offset + p.count ? [`${name} (${r.offset}) inside ${previous} (${p.offset}-${p.offset + p.count - 1})`] : [];
  });
  expect(overlaps).toEqual([]);
});
