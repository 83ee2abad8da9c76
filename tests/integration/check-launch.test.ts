import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { shareSessionSecret } from "#app/config/shared-secret.server.ts";
import { openDatabase } from "#app/db/connection.server.ts";
import { runOpsCommand } from "#app/ops/cli.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/**
 * Issue 47, item 3: `npm run check:launch` prints the launch checklist and exits non-zero while an
 * item that would hurt a live site is open, so a deploy script can refuse to go live.
 */
async function check(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsCommand("check:launch", [], env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("npm run check:launch", () => {
  it("the sample site: exit 1, every open item with why and where; nothing written into DATA_DIR", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "check-launch-")), "data");
    const r = await check({ DATA_DIR: dataDir });
    expect(r.err).toBe("");
    expect(r.code).toBe(1);
    expect(r.out).toContain("[FAIL] The site's address is still the sample (https://www.example.com)");
    expect(r.out).toContain("Change it in SITE_URL (environment), or url in content/site.ts.");
    expect(r.out).toContain("[warn] No backup made yet");
    expect(r.out).toMatch(/Not ready to go live: \d+ items must be fixed first\.$/);
    // A check generates no secret (loadConfig would have made DATA_DIR/secrets.json).
    expect(existsSync(dataDir)).toBe(false);
  });

  it("SITE_URL set: that item is done", async () => {
    const r = await check({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "check-launch-")), SITE_URL: "https://www.realbiz.com" });
    expect(r.out).toContain("[ok]   The site's address is https://www.realbiz.com");
  });

  it("a bad setting is said as the server says it (exit 1, one line)", async () => {
    const r = await check({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "check-launch-")), STRIPE_SECRET_KEY: "nope" });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^check:launch: invalid configuration: STRIPE_SECRET_KEY: /);
  });

  it("on PostgreSQL, a SESSION_SECRET other than the one the instances keep: blocking", async () => {
    const url = await createDatabase(inject("postgresUrl"), `check_launch_${Date.now()}`);
    const database = await openDatabase(url);
    try {
      await shareSessionSecret(database, { secret: "a".repeat(40), fromEnv: true });
    } finally {
      await database.close();
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), "check-launch-"));
    const other = await check({ DATA_DIR: dataDir, DATABASE_URL: url, SESSION_SECRET: "b".repeat(40) });
    expect(other.out).toContain("[FAIL] Instances on this database sign with different SESSION_SECRETs");
    const same = await check({ DATA_DIR: dataDir, DATABASE_URL: url, SESSION_SECRET: "a".repeat(40) });
    expect(same.out).toContain("[ok]   Every instance has the same SESSION_SECRET");
  });
});
