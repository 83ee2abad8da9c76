// @ts-check
/**
 * `npm test`: type-check, lint, production build, unit and integration tests, browser tests, in
 * that order, stopping at the first failure. The build comes before the unit tests because some
 * of them run the built server (the container's entry point, backups). Ends with one summary
 * line: 'N passed, N failed'.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { requireCurrentInstall } from "./require-install.js";
import { requireSupportedNode } from "./require-node.js";

// Which Node.js runs everything below (npm scripts resolve `node` to node_modules/.bin first).
console.log(`node ${process.version} (${process.execPath})`);
requireSupportedNode();
requireCurrentInstall();

// Every temporary directory of this run (the tests' databases, data directories, PostgreSQL,
// Chromium's profiles) goes under one of its own: Node's os.tmpdir() and most tools read TMPDIR.
// Without it each run left some 900 directories (~3 GB after a few dozen runs) in /tmp. Removed
// when the run passes; kept and named when it fails, for the logs inside. Readable by all so that
// PostgreSQL, run as an unprivileged user, reaches its own directory inside.
const runTmp = mkdtempSync(path.join(tmpdir(), "site-tests-"));
chmodSync(runTmp, 0o755);

/** @param {string} label @param {string[]} cmd */
function step(label, cmd) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${cmd.join(" ")}`);
  const env = { ...process.env, TMPDIR: runTmp, FORCE_COLOR: process.env.CI ? "0" : "1" };
  const r = spawnSync(cmd[0] ?? "", cmd.slice(1), { stdio: "inherit", env });
  console.log(`  ${label} ${r.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

/** @returns {{passed: number, failed: number}} */
function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync(".cache/reports/unit.json")) {
    const u = JSON.parse(readFileSync(".cache/reports/unit.json", "utf8"));
    passed += u.numPassedTests ?? 0;
    failed += u.numFailedTests ?? 0;
  }
  if (existsSync(".cache/reports/e2e.json")) {
    const e = JSON.parse(readFileSync(".cache/reports/e2e.json", "utf8"));
    passed += e.stats?.expected ?? 0;
    failed += (e.stats?.unexpected ?? 0) + (e.stats?.flaky ?? 0);
  }
  return { passed, failed };
}

rmSync(".cache/reports/unit.json", { force: true });
rmSync(".cache/reports/e2e.json", { force: true });

const ok =
  step("typecheck", ["npm", "run", "-s", "typecheck"]) &&
  step("lint", ["npm", "run", "-s", "lint"]) &&
  step("build", ["npx", "react-router", "build"]) &&
  step("unit", ["npx", "vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.cache/reports/unit.json"]) &&
  step("browser", ["npx", "playwright", "test"]);

const { passed, failed } = counts();
if (ok && failed === 0) rmSync(runTmp, { recursive: true, force: true });
else console.log(`\nThis run's temporary files (logs, databases) are kept in ${runTmp}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
