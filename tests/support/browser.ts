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

/** Flags Chromium needs as root in a container with no network (see README). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
