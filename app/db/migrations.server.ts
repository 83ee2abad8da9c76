import { sql, SqliteAdapter, type DatabaseIntrospector, type Kysely, type QueryExecutorProvider } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index.server.ts";

/**
 * One list of migrations for SQLite and PostgreSQL (app/db/migrations/, one file each). Only
 * portable types are used (text, integer, bigint); each migration is applied once, in order, at
 * boot and by `npm run db:migrate`.
 */

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration this code knows, in order; the last is the schema version it expects. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort();
export const LATEST_MIGRATION = MIGRATION_NAMES[MIGRATION_NAMES.length - 1] as string;
/** Kysely's own bookkeeping tables (applied migrations and their lock). */
export const MIGRATION_TABLES = ["kysely_migration", "kysely_migration_lock"] as const;

/** Any Kysely instance, transaction or pinned connection, whatever its tables' types. */
export type AnyDatabase = QueryExecutorProvider & { introspection: DatabaseIntrospector };

/** The migrations applied to a database, in order (empty when it was never migrated). */
export async function appliedMigrations(db: AnyDatabase): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === "kysely_migration")) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Applies the pending migrations, all of them or none.
 *
 * PostgreSQL: Kysely runs them in one transaction under an advisory lock. SQLite: Kysely's
 * adapter says it has no transactional DDL (it has) and takes no lock, so each statement
 * committed on its own: a server stopped in the middle of one (a deploy's restart) left it half
 * applied (a column added, its index not, the migration not recorded), and every later start
 * failed on "duplicate column". So on SQLite they run here inside one `BEGIN IMMEDIATE`
 * transaction: atomic, and a second process migrating the same file at once waits for the
 * first (busy_timeout) and then finds nothing left to do.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return runMigrator(db);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const applied = await runMigrator(conn, { disableTransactions: true });
      await sql`commit`.execute(conn);
      return applied;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}

async function runMigrator(db: Kysely<unknown>, options: { disableTransactions?: boolean } = {}): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...options });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Takes a database to the schema of migration `name`, up or down (each migration's own down
 * step): a database as an older version of the site left it, whose backups a restore must take
 * (tests/integration/restore-cases.test.ts).
 */
export async function migrateTo(db: Kysely<unknown>, name: string) {
  if (!MIGRATION_NAMES.includes(name)) throw new Error(`no migration ${name}`);
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
