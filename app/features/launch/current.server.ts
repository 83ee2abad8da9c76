import { storagePaths, type Config } from "#app/config/env.server.ts";
import { SECRET_FINGERPRINT_ROW, secretFingerprint, type SecretSharing } from "#app/config/shared-secret.server.ts";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { adminCredential } from "#app/features/admin/admin-password.server.ts";
import { launchChecklist, type LaunchItem, type LaunchSettings } from "./checklist.server.ts";
import { launchFacts } from "./facts.server.ts";
import { lastBackupAt, proxySeenAt } from "./readings.server.ts";

/** The checklist's settings, from the parsed configuration. */
export function launchSettings(cfg: Config): LaunchSettings {
  return {
    nodeEnv: cfg.nodeEnv,
    stripe: cfg.stripe && { secretKey: cfg.stripe.secretKey, webhookSecret: cfg.stripe.webhookSecret },
    stripeMissing: cfg.stripeMissing,
    webhooksSet: Object.values(cfg.webhooks).filter(Boolean).length,
    smtp: cfg.smtp !== undefined,
    trustsProxy: cfg.trustProxy !== false,
    adminOpen: adminCredential(cfg) !== undefined,
  };
}

/** The checklist now, for the start log and the admin (the running server knows how its secret is shared). */
export function currentChecklist(cfg: Config, secretSharing: SecretSharing | "mismatch", env: Record<string, string | undefined> = process.env, now = new Date()): LaunchItem[] {
  const { backupDir } = storagePaths({ DATA_DIR: cfg.dataDir, DATABASE_URL: cfg.databaseUrl, BACKUP_DIR: env.BACKUP_DIR });
  return launchChecklist(launchFacts(env), launchSettings(cfg), { lastBackupAt: lastBackupAt(backupDir), proxySeenAt: proxySeenAt(cfg.dataDir), secretSharing }, now);
}

/**
 * How the secret is shared, read from the database by `npm run check:launch` (no server at hand):
 * on PostgreSQL an explicit SESSION_SECRET must match the fingerprint the instances keep.
 */
export async function readSecretSharing(database: DatabaseHandle, sessionSecret: string | undefined): Promise<SecretSharing | "mismatch"> {
  if (database.dialect !== "postgres") return "single-database";
  if (!sessionSecret) return "shared-generated";
  const row = await database.db
    .selectFrom("site_settings")
    .select("value")
    .where("name", "=", SECRET_FINGERPRINT_ROW)
    .executeTakeFirst()
    .catch(() => undefined); // not migrated yet: no instance has run on it
  return row && row.value !== secretFingerprint(sessionSecret) ? "mismatch" : "shared-explicit";
}
