import { execFileSync, spawnSync } from "node:child_process";
import { chromiumArgs, chromiumPath } from "#tests/support/browser.ts";

/** Flags for Lighthouse's Chromium: the browser tests' flags, in the new headless mode. */
export const lighthouseChromeFlags = ["--headless=new", ...chromiumArgs];

/**
 * The Chromium the bench drives (the same one the browser tests use). On a fresh Debian machine
 * without one, run as root, it installs Debian's `chromium` package first.
 */
export function ensureChromium(): string {
  const found = chromiumPath();
  if (found) return found;
  if (process.platform === "linux" && process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [["update", "-qq"], ["install", "-y", "-qq", "chromium"]]) {
      const r = spawnSync("apt-get", args, { stdio: "inherit", env });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${r.status})`);
    }
    const installed = chromiumPath();
    if (installed) return installed;
  }
  throw new Error("No Chromium found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.");
}

export function chromiumVersion(path: string): string {
  try {
    // Debian's wrapper script may print shell noise on stderr; the version is on stdout.
    return execFileSync(path, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}
