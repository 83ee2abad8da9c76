import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A light repository (issue 49 §10): screenshots are made on demand into ignored folders
 * (`npm run screenshots:design` → .cache/design-screenshots/), never committed, so that a clone
 * stays small and every redraw does not add megabytes to history. What is tracked now, index
 * included (a file staged to be added counts before it is committed), is held to these limits.
 */
const TRACKED_BYTES_MAX = 8 * 1024 * 1024;
/** A design document's image: a reference shot at WebP quality ~40 is well under it; a full set of full-page shots is not. */
const DESIGN_FILE_BYTES_MAX = 300 * 1024;

/** Every tracked file and its size in the working tree (a tracked file deleted but not yet staged counts 0). */
function trackedFiles(): { file: string; bytes: number }[] {
  const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).split("\0").filter(Boolean);
  return files.map((file) => {
    try {
      return { file, bytes: statSync(file).size };
    } catch {
      return { file, bytes: 0 };
    }
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

describe("the repository's tracked files", () => {
  const tracked = trackedFiles();

  it("are read from git (the check measures something)", () => {
    expect(tracked.map((t) => t.file)).toContain("package.json");
    expect(tracked.find((t) => t.file === "package.json")!.bytes).toBeGreaterThan(0);
  });

  it(`total at most ${mb(TRACKED_BYTES_MAX)} (screenshots are generated, not committed)`, () => {
    const total = tracked.reduce((sum, t) => sum + t.bytes, 0);
    const largest = [...tracked]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((t) => `${t.file} ${mb(t.bytes)}`);
    expect(total, `tracked files total ${mb(total)}; the largest: ${largest.join(", ")}`).toBeLessThanOrEqual(TRACKED_BYTES_MAX);
  });

  it(`none under docs/design/ is over ${DESIGN_FILE_BYTES_MAX / 1024} kB (reference images only, optimised)`, () => {
    const over = tracked.filter((t) => t.file.startsWith("docs/design/") && t.bytes > DESIGN_FILE_BYTES_MAX).map((t) => `${t.file} (${Math.round(t.bytes / 1024)} kB)`);
    expect(over).toEqual([]);
  });
});
