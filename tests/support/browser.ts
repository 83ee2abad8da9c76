import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Real Chromium for the browser tests: CHROMIUM_PATH when set, else Debian's `chromium` when
 * present (this machine and CI), else Playwright's own browser (a developer laptop).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const p of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) if (existsSync(p)) return p;
  try {
    return execFileSync("which", ["chromium"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Debian's launcher of Chromium's headless shell (the `chromium-headless-shell` package). */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the Playwright suite drives: CHROMIUM_PATH when set, else Debian's
 * `chromium-headless-shell` when it is installed, else the same as chromiumPath().
 *
 * The headless shell is Chromium's own headless build (the same Blink and V8 as `chromium`, and
 * the one Playwright itself uses for headless runs) without the desktop browser's shell around
 * them: on 2 cores, where the suite is bound by the browser's CPU, all 506 browser tests run in
 * 8.5 minutes instead of 12.5 (docs/decisions/028-test-browser-headless-shell.md). The bench
 * (Lighthouse, the first touch) keeps the full `chromium`, as a visitor's browser.
 */
export function testBrowserPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // .ci/run installs the package when it is missing, where it can.
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}

/** Flags Chromium needs as root in a container with no network (see docs/development.md, Tests). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
