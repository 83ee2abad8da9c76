import { availableParallelism } from "node:os";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { insightsContent } from "./tools/vite-insights.ts";

/**
 * The files that take longest start first. Vitest orders files by their last durations when it
 * has them (a checkout that ran its tests before), else by size, largest first: on a fresh
 * checkout (CI) the bad-input run, a 35-line file that drives 30,000 requests, started 94 s into
 * the phase and ended it 138 s later (2026-12-07). These are the longest files of that run, in
 * order; the rest keep Vitest's order.
 */
const LONGEST_FIRST = ["tests/integration/bad-input.test.ts", "tests/integration/two-instances.test.ts", "tests/integration/backup-restore.test.ts", "tests/integration/admin-access.test.ts", "tests/integration/payments.test.ts"];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    // Array.prototype.sort is stable: within a rank, Vitest's own order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // The Insights' virtual modules (tools/vite-insights.ts) and their images, for tests of code that reads them.
  plugins: [imagetools({ removeMetadata: true }), insightsContent()],
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Two test files per core: most of these suites wait (on PostgreSQL, SMTP, a server they
    // started, a timeout they prove), and with one file per core the run used 43% of the CPU.
    // On 2 cores: 106 s → 55-63 s. A bound on how long one small step takes is on its CPU time
    // (app/infra/limiter.server.test.ts), or generous enough to hold while a neighbour runs.
    maxWorkers: availableParallelism() * 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        // Code beside its tests, which keeps no state between files: run in workers that are
        // reused from file to file (Vitest's `isolate: false`), not one new process per file.
        // Its 108 files: 87 → 48 CPU-s, 152 → 107 s wall (side by side at load 9-16).
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts", "tools/**/*.test.ts", "eslint-rules/**/*.test.ts", "deploy/**/*.test.ts", "bench/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        // Suites that start servers, databases and processes and set the environment they read:
        // each file in a process of its own, and one PostgreSQL server for all of them.
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/vitest-global-setup.ts"],
        },
      },
    ],
  },
});
