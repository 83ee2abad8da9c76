import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./tests/support/browser.ts";
import { e2ePort } from "./tests/support/ports.ts";

const port = e2ePort();
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A failed test runs once more, recording a trace (below), and still fails the run: Playwright
  // calls it flaky and fails on it, and scripts/test.js counts it as failed.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: ".cache/reports/e2e.json" }]],
  globalSetup: "./tests/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Only a failed test's second run is traced. Recording every run to keep the failures' traces
    // ("retain-on-failure") cost about 30% of the suite's CPU, which is what bounds it on 2 cores
    // (routes.spec.ts: 35.6 CPU-s traced, 25.3 not, 32 passing tests; docs/decisions/045).
    trace: "on-first-retry",
    // CI has no internet: a request to a real host (the scheduler's frame on a page whose test did
    // not install the fakes of tests/fakes/) could wait on DNS for tens of seconds and hold
    // `networkidle` hostage. Every name but this machine's fails at once instead. (A context
    // route would do it too, but changes how redirects are reported to the tests.)
    launchOptions: { executablePath: testBrowserPath(), args: [...chromiumArgs, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
});
