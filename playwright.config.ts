import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./tests/support/browser";

const port = Number(process.env.E2E_PORT ?? 4310);
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: ".cache/reports/e2e.json" }]],
  globalSetup: "./tests/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    // CI has no internet: a request to a real host (the scheduler's frame on a page whose test did
    // not install the fakes of tests/fakes/) could wait on DNS for tens of seconds and hold
    // `networkidle` hostage. Every name but this machine's fails at once instead. (A context
    // route would do it too, but changes how redirects are reported to the tests.)
    launchOptions: { executablePath: testBrowserPath(), args: [...chromiumArgs, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
});
