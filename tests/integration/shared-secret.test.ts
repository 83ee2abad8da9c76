import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { ConfigError } from "#app/config/env.server.ts";
import { differentSecretMessage, shareSessionSecret } from "#app/config/shared-secret.server.ts";
import { openDatabase } from "#app/db/connection.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/**
 * Issue 47, item 5: instances on one PostgreSQL sign with one secret without the deployer doing
 * anything; an explicitly set secret that differs from a running instance's stops the start.
 */
const local = (c: string) => c.repeat(43);

describe("the session secret on PostgreSQL", () => {
  it("two instances starting at once, each with its own generated secret, agree on one", async () => {
    const url = await createDatabase(inject("postgresUrl"), `secret_gen_${Date.now()}`);
    const a = await openDatabase(url);
    const b = await openDatabase(url, { migrate: false });
    try {
      const [one, two] = await Promise.all([shareSessionSecret(a, { secret: local("a"), fromEnv: false }), shareSessionSecret(b, { secret: local("b"), fromEnv: false })]);
      expect(one.secret).toBe(two.secret);
      expect([local("a"), local("b")]).toContain(one.secret);
      expect(one.sharing).toBe("shared-generated");
      // A third, later, with yet another local secret: the same shared one.
      expect((await shareSessionSecret(a, { secret: local("c"), fromEnv: false })).secret).toBe(one.secret);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("a different SESSION_SECRET while another instance runs refuses to start, saying what to set; with none running it is a change", async () => {
    const url = await createDatabase(inject("postgresUrl"), `secret_env_${Date.now()}`);
    const first = await openDatabase(url);
    const second = await openDatabase(url, { migrate: false });
    try {
      expect(await shareSessionSecret(first, { secret: local("x"), fromEnv: true })).toEqual({ secret: local("x"), sharing: "shared-explicit" });
      // The same one again: fine.
      expect((await shareSessionSecret(second, { secret: local("x"), fromEnv: true })).secret).toBe(local("x"));
      const refused = await shareSessionSecret(second, { secret: local("y"), fromEnv: true }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(ConfigError);
      expect((refused as ConfigError).problems).toEqual([differentSecretMessage]);
      expect(differentSecretMessage).toContain("set the same SESSION_SECRET on every instance");
    } finally {
      await first.close();
    }
    try {
      // Every other instance stopped: the deployer changed it on purpose.
      expect((await shareSessionSecret(second, { secret: local("y"), fromEnv: true })).secret).toBe(local("y"));
      const row = await second.db.selectFrom("site_settings").selectAll().execute();
      // Only a fingerprint is kept of a secret that was set: never the secret itself.
      expect(JSON.stringify(row)).not.toContain(local("y"));
    } finally {
      await second.close();
    }
  });

  it("on SQLite (one instance per file) the secret is the instance's own", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "secret-")), "site.db");
    const db = await openDatabase(`file:${file}`);
    try {
      expect(await shareSessionSecret(db, { secret: local("s"), fromEnv: false })).toEqual({ secret: local("s"), sharing: "single-database" });
    } finally {
      await db.close();
    }
  });
});
