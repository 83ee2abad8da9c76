import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildState } from "./build-state.js";
import { serverBundle } from "./run-ops.js";

/**
 * BUILD_DIR names one build for all that makes or runs it (docs/deployment.md "Updating": a new build is made
 * beside the running one, then swapped in): react-router build writes there, and the server,
 * db:migrate, the operations scripts and `npm start` read from there.
 */
describe("BUILD_DIR", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("react-router build writes into it (default build)", async () => {
    vi.stubEnv("BUILD_DIR", "build.next");
    expect((await import("../react-router.config.ts")).default.buildDirectory).toBe("build.next");
    vi.resetModules();
    vi.stubEnv("BUILD_DIR", "");
    expect((await import("../react-router.config.ts")).default.buildDirectory).toBe("build");
  });

  it("backup, restore and db:copy run its server bundle, from the working directory as the server does", () => {
    expect(serverBundle({ BUILD_DIR: "build.next" })).toBe(path.resolve("build.next/server/index.js"));
    expect(serverBundle({ BUILD_DIR: "/srv/site/releases/7" })).toBe("/srv/site/releases/7/server/index.js");
    expect(serverBundle({})).toBe(path.resolve("build/server/index.js"));
  });

  it("npm start's freshness check looks at that build", () => {
    const root = mkdtempSync(path.join(tmpdir(), "build-dir-"));
    mkdirSync(path.join(root, "app"));
    writeFileSync(path.join(root, "app/a.ts"), "");
    const old = new Date(Date.now() - 60_000);
    utimesSync(path.join(root, "app/a.ts"), old, old);
    utimesSync(path.join(root, "app"), old, old);
    mkdirSync(path.join(root, "build.next/server"), { recursive: true });
    writeFileSync(path.join(root, "build.next/server/index.js"), "");
    expect(buildState(root, "build.next").stale).toBe(false);
    expect(buildState(root).stale).toBe(true);
  });
});
