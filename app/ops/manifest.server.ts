import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { DATA_TABLES, type TableCounts } from "#app/db/tables.server.ts";
import { OpsError } from "./ops-error.ts";

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

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const fileEntry = v.object({ bytes: count, sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

export const manifestSchema = v.object({
  format: v.literal(MANIFEST_FORMAT),
  createdAt: v.string(),
  app: v.object({ name: v.string(), version: v.string() }),
  database: v.object({ kind: v.picklist(["sqlite", "postgres"]), migration: v.string(), migrations: v.pipe(v.array(v.string()), v.minLength(1)) }),
  // Each table's rows, as the version that made the backup knew its tables: a table added since
  // is missing from older backups, and counts 0 (a table it had and this code has not is left
  // out). What makes it this site's backup is the format and the files; the schema is checked
  // against this code's migrations by the restore.
  tables: v.pipe(
    v.record(v.string(), count),
    v.transform((t): TableCounts => Object.fromEntries(DATA_TABLES.map((n) => [n, t[n] ?? 0])) as TableCounts),
  ),
  files: v.record(v.string(), fileEntry),
});

export type Manifest = v.InferOutput<typeof manifestSchema>;

export function parseManifest(text: string, archive: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OpsError(`${archive}: manifest.json is not JSON`);
  }
  const parsed = v.safeParse(manifestSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new OpsError(`${archive}: not a backup of this site (manifest.json: ${v.getDotPath(issue) || "format"}: ${issue.message})`);
  }
  return parsed.output;
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
