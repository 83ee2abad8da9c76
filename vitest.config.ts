import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#content": fileURLToPath(new URL("./content", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts", "eslint-rules/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    testTimeout: 20_000,
  },
});
