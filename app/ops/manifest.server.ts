import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DATA_TABLES, type TableCounts } from "#app/db/tables.server.ts";
import { OpsError } from "./ops-error";

/**
 * manifest.json, the first member of every backup: what it holds and what the database held when
 * it was taken (each table's rows, the newest migration), so a restore can check what it put back.
 */
export const MANIFEST_FORMAT = "strategist-site-backup/1";
export const MANIFEST = "manifest.json";
export const SQLITE_MEMBER = "site.db";
export const POSTGRES_MEMBER = "database.dump";
/** The file the server generates its secrets into (app/config/env.server.ts, persistentSecret). */
export const SECRETS_FILE = "secrets.json";

const fileEntry = z.object({ bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({ kind: z.enum(["sqlite", "postgres"]), migration: z.string(), migrations: z.array(z.string()).min(1) }),
  // Each table's rows, as the version that made the backup knew its tables: a table added since
  // is missing from older backups, and counts 0 (a table it had and this code has not is left
  // out). What makes it this site's backup is the format and the files; the schema is checked
  // against this code's migrations by the restore.
  tables: z.record(z.string(), z.number().int().nonnegative()).transform((t): TableCounts => Object.fromEntries(DATA_TABLES.map((n) => [n, t[n] ?? 0])) as TableCounts),
  files: z.record(z.string(), fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string, archive: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OpsError(`${archive}: manifest.json is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OpsError(`${archive}: not a backup of this site (manifest.json: ${issue?.path.join(".") || "format"}: ${issue?.message})`);
  }
  return parsed.data;
}

export async function describeFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { bytes: statSync(file).size, sha256: hash.digest("hex") };
}

/** Every file the manifest lists is in `dir` with its size and checksum. */
export async function verifyFiles(manifest: Manifest, dir: string, archive: string): Promise<void> {
  for (const [name, expected] of Object.entries(manifest.files)) {
    const got = await describeFile(path.join(dir, name)).catch(() => null);
    if (!got) throw new OpsError(`${archive}: ${name} is missing`);
    if (got.sha256 !== expected.sha256 || got.bytes !== expected.bytes) throw new OpsError(`${archive}: ${name} is damaged (its checksum differs from the manifest's)`);
  }
}
