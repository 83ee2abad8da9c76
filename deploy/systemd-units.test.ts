import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The systemd units (docs/deployment.md "Without containers"): the settings come from .env, read by the
 * programs themselves with Node's rules, never by systemd's EnvironmentFile= (its rules differ,
 * and the value it sets first would win over the file's).
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (f: string) => readFileSync(path.join(root, f), "utf8");

/** `Key=value` lines of a unit, comments left out; a key may repeat. */
function directives(unit: string): [string, string][] {
  return unit
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#") && !l.startsWith(";") && !l.startsWith("["))
    .map((l) => {
      const i = l.indexOf("=");
      return [l.slice(0, i), l.slice(i + 1)];
    });
}

/** Each unit, and the scripts that read .env in the processes it starts. */
const units = {
  "deploy/strategist-site.service": ["scripts/db-migrate.js", "server/launch.js"],
  "deploy/strategist-site-backup.service": ["scripts/run-ops.js"],
};

describe("systemd units", () => {
  for (const [unit, programs] of Object.entries(units)) {
    const d = directives(read(unit));
    const get = (k: string) => d.filter(([key]) => key === k).map(([, v]) => v);

    it(`${unit}: no EnvironmentFile; what it runs reads .env from its WorkingDirectory itself`, () => {
      expect(get("EnvironmentFile")).toEqual([]);
      expect(get("WorkingDirectory")).toEqual(["/srv/strategist-site"]);
      for (const p of programs) expect(read(p), p).toContain('process.loadEnvFile(".env")');
    });

    it(`${unit}: keeps its hardening, writing only data/ and backups/`, () => {
      expect(get("User")).toEqual(["site"]);
      expect(get("NoNewPrivileges")).toEqual(["true"]);
      expect(get("ProtectSystem")).toEqual(["strict"]);
      expect(get("ProtectHome")).toEqual(["true"]);
      expect(get("PrivateTmp")).toEqual(["true"]);
      expect(get("ReadWritePaths")).toEqual(["/srv/strategist-site/data /srv/strategist-site/backups"]);
      expect(get("Environment")).toEqual(["PATH=/srv/strategist-site/node_modules/.bin:/usr/local/bin:/usr/bin:/bin"]);
    });
  }
});

describe("what the units start", () => {
  it("the site: the entry point moves to the repository's root, where .env is, then migrates and serves", () => {
    expect(read("deploy/strategist-site.service")).toMatch(/^ExecStart=\/srv\/strategist-site\/scripts\/entrypoint\.sh$/m);
    const sh = read("scripts/entrypoint.sh");
    expect(sh).toMatch(/^cd "\$\(dirname "\$0"\)\/\.\."$/m);
    expect(sh).toMatch(/^node scripts\/db-migrate\.js$/m);
    expect(sh).toMatch(/^exec node server\/launch\.js$/m);
  });

  it("the backup: scripts/backup.js, through run-ops.js", () => {
    expect(read("deploy/strategist-site-backup.service")).toMatch(/^ExecStart=\S+\/node scripts\/backup\.js$/m);
    expect(read("scripts/backup.js")).toContain('from "./run-ops.js"');
  });
});
