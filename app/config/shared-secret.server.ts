import { createHmac } from "node:crypto";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { siteSessions } from "#app/ops/site-stopped.server.ts";
import { ConfigError } from "./env.server.ts";

/**
 * The session secret signs the owner's cookie, a checkout's lead token, the device cookie and the
 * clients' keys: every instance behind one load balancer must hold the same one, or a checkout
 * started on one is 'Unknown lead.' on the other and the owner is signed out at random (issue 47).
 *
 * On PostgreSQL (the only database several instances share):
 * - SESSION_SECRET not set: the first instance to start keeps its secret in `site_settings` (its
 *   own DATA_DIR's, so a site copied from SQLite keeps its sessions and tokens), inserted if
 *   absent; every instance then uses the row's. Nothing for the deployer to do.
 * - SESSION_SECRET set: a fingerprint of it is kept there. An instance that starts with a
 *   different one while another instance is connected refuses to start, saying what to set; with
 *   none connected it is a deliberate change, and the fingerprint follows it.
 */
export const SHARED_SECRET_ROW = "session_secret";
export const SECRET_FINGERPRINT_ROW = "session_secret_fingerprint";

/** How this instance's secret is shared, for the launch checklist. */
export type SecretSharing = "single-database" | "shared-generated" | "shared-explicit";

/** Not the secret: a keyed hash that tells two secrets apart and gives nothing away. */
export const secretFingerprint = (secret: string) => createHmac("sha256", secret).update("session-secret-fingerprint").digest("hex");

async function insertIfAbsent(database: DatabaseHandle, name: string, value: string): Promise<string> {
  await database.db
    .insertInto("site_settings")
    .values({ name, value, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await database.db.selectFrom("site_settings").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

/**
 * A PostgreSQL backend leaves pg_stat_activity a moment after its client hangs up: an instance
 * stopped just before this one started (the deliberate change: stop all, start with the new
 * secret) would still be listed. So another instance counts only when it is still connected after
 * up to SETTLE_MS of looking.
 */
const SETTLE_MS = 2_000;
const SETTLE_STEP_MS = 100;
async function anotherInstanceStays(database: DatabaseHandle): Promise<boolean> {
  const until = Date.now() + SETTLE_MS;
  while ((await siteSessions(database)) > 0) {
    if (Date.now() >= until) return true;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
  }
  return false;
}

export const differentSecretMessage =
  "SESSION_SECRET is not the one the other instances on this database use: set the same SESSION_SECRET on every instance, or unset it on every instance (they then share one kept in the database). To change it on purpose, stop every instance first";

/**
 * The secret this instance signs with: the shared one on PostgreSQL (see above), `secret` as given
 * on SQLite. Throws ConfigError when an explicit secret differs from a running instance's.
 */
export async function shareSessionSecret(
  database: DatabaseHandle,
  { secret, fromEnv }: { secret: string; fromEnv: boolean },
): Promise<{ secret: string; sharing: SecretSharing }> {
  if (database.dialect !== "postgres") return { secret, sharing: "single-database" };
  if (!fromEnv) return { secret: await insertIfAbsent(database, SHARED_SECRET_ROW, secret), sharing: "shared-generated" };
  const mine = secretFingerprint(secret);
  const stored = await insertIfAbsent(database, SECRET_FINGERPRINT_ROW, mine);
  if (stored !== mine) {
    if (await anotherInstanceStays(database)) throw new ConfigError([differentSecretMessage]);
    await database.db.updateTable("site_settings").set({ value: mine, updated_at: new Date().toISOString() }).where("name", "=", SECRET_FINGERPRINT_ROW).execute();
  }
  return { secret, sharing: "shared-explicit" };
}
