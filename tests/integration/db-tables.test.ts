import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, it } from "vitest";
import { openDatabase } from "#app/db/connection.server.ts";
import { MIGRATION_TABLES } from "#app/db/migrations.server.ts";
import { DATA_TABLES, PRIMARY_KEYS } from "#app/db/tables.server.ts";

/**
 * DATA_TABLES is what a backup's manifest counts and db:copy copies: it must name every table the
 * migrations create, each parent before the tables that reference it, with its primary key.
 */
it("DATA_TABLES lists every migrated table, parents first, with their primary keys", async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tables-")), "site.db");
  const database = await openDatabase(`file:${file}`);
  await database.close();
  const sqlite = new SQLite(file, { readonly: true });
  try {
    const tables = (sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);
    expect(tables.filter((t) => !(MIGRATION_TABLES as readonly string[]).includes(t)).sort()).toEqual([...DATA_TABLES].sort());
    for (const t of DATA_TABLES) {
      const columns = sqlite.prepare(`pragma table_info(${t})`).all() as { name: string; pk: number }[];
      expect(columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name), t).toEqual([...PRIMARY_KEYS[t]]);
      for (const fk of sqlite.prepare(`pragma foreign_key_list(${t})`).all() as { table: string }[]) {
        expect(DATA_TABLES.indexOf(fk.table as never), `${fk.table} before ${t}`).toBeLessThan(DATA_TABLES.indexOf(t));
      }
    }
  } finally {
    sqlite.close();
  }
});
