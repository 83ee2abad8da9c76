import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory), run against the local server.
 * It lives in bench/observatory with its own lockfile and is installed there on first use with
 * --ignore-scripts: its install scripts download the HSTS preload list and the TLD list from the
 * internet, which this machine cannot reach, and neither is needed to scan a local server (an
 * empty preload list is written instead).
 */
const dir = path.resolve("bench/observatory");
const pkg = path.join(dir, "node_modules/@mdn/mdn-http-observatory");

/** Tests that cannot pass over plain HTTP on localhost: they check HTTPS itself. */
export const httpsOnlyTests = ["redirection", "strict-transport-security"];

export interface ObservatoryTest {
  name: string;
  pass: boolean;
  result: string;
  scoreModifier: number;
  needsHttps: boolean;
}

export interface ObservatoryResult {
  grade: string;
  score: number;
  tests: ObservatoryTest[];
  error?: string;
}

function ensureInstalled() {
  if (existsSync(path.join(pkg, "src/scan.js"))) return;
  console.log("Installing Mozilla's HTTP Observatory scanner into bench/observatory (npm ci --ignore-scripts)…");
  const r = spawnSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`npm ci in bench/observatory failed (exit ${r.status})`);
}

export function observatoryScan(host: string): ObservatoryResult {
  ensureInstalled();
  const preload = path.join(pkg, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  const r = spawnSync(process.execPath, [path.join(pkg, "src/scan.js"), host], { encoding: "utf8", timeout: 60_000 });
  let out: { scan?: { grade: string; score: number }; tests?: Record<string, Omit<ObservatoryTest, "name" | "needsHttps">>; error?: string };
  try {
    out = JSON.parse(r.stdout);
  } catch {
    return { grade: "?", score: 0, tests: [], error: `scanner printed no result (exit ${r.status}): ${r.stderr.trim().slice(0, 300)}` };
  }
  if (!out.scan || !out.tests) return { grade: "?", score: 0, tests: [], error: out.error ?? "no result" };
  return {
    grade: out.scan.grade,
    score: out.scan.score,
    tests: Object.entries(out.tests).map(([name, t]) => ({
      name,
      pass: t.pass,
      result: t.result,
      scoreModifier: t.scoreModifier,
      needsHttps: httpsOnlyTests.includes(name),
    })),
  };
}
