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
  },
});
