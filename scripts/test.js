// @ts-check
/**
 * `npm test`: type-check, lint and the production build side by side, then unit and integration
 * tests, then browser tests, stopping at the first failure. The build comes before the unit tests
 * because some of them run the built server (the container's entry point, backups). Ends with one
 * summary line: 'N passed, N failed'.
 */
import { Buffer } from "node:buffer";
import { spawn, spawnSync } from "node:child_process";
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
  const r = spawnSync(cmd[0] ?? "", cmd.slice(1), { stdio: "inherit", env: stepEnv() });
  console.log(`  ${label} ${r.status === 0 ? "ok" : "FAILED"} in ${seconds(started)}`);
  return r.status === 0;
}

/**
 * Steps that share nothing, run at once, each one's output held and printed whole when it ends
 * (in the order given), so that no two interleave. Type-check, lint and the build each keep
 * about one core busy, and none reads what another writes: the build writes only build/, and
 * `react-router typegen` writes .react-router/types, which tsc reads but ESLint does not (its
 * rules here are untyped: typescript-eslint's `recommended`, not `recommendedTypeChecked`;
 * decision 028 kept the two apart for typed rules, which this config does not have).
 * @param {[label: string, cmd: string[]][]} steps
 */
async function together(steps) {
  const started = Date.now();
  const runs = steps.map(([label, cmd]) => {
    console.log(`\n▶ ${label}: ${cmd.join(" ")}`);
    return new Promise((resolve) => {
      /** @type {Buffer[]} */
      const out = [];
      const child = spawn(cmd[0] ?? "", cmd.slice(1), { stdio: ["ignore", "pipe", "pipe"], env: stepEnv() });
      child.stdout.on("data", (b) => out.push(b));
      child.stderr.on("data", (b) => out.push(b));
      const stepStarted = Date.now();
      child.on("error", (err) => resolve({ label, ok: false, out: Buffer.from(String(err)), time: seconds(stepStarted) }));
      child.on("close", (code) => resolve({ label, ok: code === 0, out: Buffer.concat(out), time: seconds(stepStarted) }));
    });
  });
  let ok = true;
  for (const run of runs) {
    const r = /** @type {{label: string, ok: boolean, out: Buffer, time: string}} */ (await run);
    if (r.out.length > 0) process.stdout.write(`\n── ${r.label} ──\n${r.out.toString()}`);
    console.log(`  ${r.label} ${r.ok ? "ok" : "FAILED"} in ${r.time}`);
    ok &&= r.ok;
  }
  console.log(`  ${steps.map(([label]) => label).join(", ")}: ${seconds(started)} together`);
  return ok;
}

function stepEnv() {
  return { ...process.env, TMPDIR: runTmp, FORCE_COLOR: process.env.CI ? "0" : "1" };
}

/** @param {number} since */
function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
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

// Type-check and lint keep what they learnt in .cache/ (tsc's build info, ESLint's results by
// file content), so a run after a small change checks what changed; a fresh checkout (CI) checks
// everything. The lint rules look at one file at a time (import cycles are a unit test's,
// eslint-rules/import-cycles.test.ts), which is what ESLint's cache assumes. The flags go after
// the npm scripts' own: `typecheck` ends with its tsc, `lint` is ESLint alone.
const ok =
  (await together([
    ["typecheck", ["npm", "run", "-s", "typecheck", "--", "--incremental", "--tsBuildInfoFile", ".cache/tsc/tsbuildinfo"]],
    ["lint", ["npm", "run", "-s", "lint", "--", "--cache", "--cache-strategy", "content", "--cache-location", ".cache/eslint/"]],
    ["build", ["npx", "react-router", "build"]],
  ])) &&
  step("unit", ["npx", "vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.cache/reports/unit.json"]) &&
  step("browser", ["npx", "playwright", "test"]);

const { passed, failed } = counts();
if (ok && failed === 0) rmSync(runTmp, { recursive: true, force: true });
else console.log(`\nThis run's temporary files (logs, databases) are kept in ${runTmp}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
