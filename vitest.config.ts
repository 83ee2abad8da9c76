import { availableParallelism } from "node:os";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { insightsContent } from "./tools/vite-insights.ts";

export default defineConfig({
  // The Insights' virtual modules (tools/vite-insights.ts) and their images, for tests of code that reads them.
  plugins: [imagetools({ removeMetadata: true }), insightsContent()],
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts", "tools/**/*.test.ts", "eslint-rules/**/*.test.ts", "deploy/**/*.test.ts", "tests/integration/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    testTimeout: 20_000,
    // Two test files per core: most of these suites wait (on PostgreSQL, SMTP, a server they
    // started, a timeout they prove), and with one file per core the run used 43% of the CPU.
    // On 2 cores: 106 s → 55-63 s. A bound on how long one small step takes is on its CPU time
    // (app/infra/limiter.server.test.ts), or generous enough to hold while a neighbour runs.
    maxWorkers: availableParallelism() * 2,
  },
});
