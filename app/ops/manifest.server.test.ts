import { describe, expect, it } from "vitest";
import { DATA_TABLES } from "#app/db/tables.server.ts";
import { MANIFEST_FORMAT, parseManifest } from "./manifest.server.ts";

/** A manifest as a backup writes it, each table's rows given. */
const manifest = (over: Record<string, unknown> = {}) => ({
  format: MANIFEST_FORMAT,
  createdAt: "2026-11-25T03:15:00.000Z",
  app: { name: "strategist-site", version: "0.1.0" },
  database: { kind: "sqlite", migration: "0007_booking_verified", migrations: ["0001_leads", "0007_booking_verified"] },
  tables: Object.fromEntries(DATA_TABLES.map((t, i) => [t, i])),
  files: { "site.db": { bytes: 4096, sha256: "a".repeat(64) } },
  ...over,
});

describe("parseManifest", () => {
  it("takes a backup made before a table was added: its rows count 0 (an older backup is migrated by the restore)", () => {
    const { attributions: _, page_views: __, ...older } = manifest().tables;
    const parsed = parseManifest(JSON.stringify(manifest({ tables: { ...older, a_table_since_dropped: 7 } })), "old.tar.gz");
    expect(parsed.tables).toEqual({ ...manifest().tables, attributions: 0, page_views: 0 });
    expect(Object.keys(parsed.tables)).toEqual([...DATA_TABLES]);
  });

  it.each([
    ["another format", manifest({ format: "someone-else/1" }), /old\.tar\.gz: not a backup of this site \(manifest\.json: format: /],
    ["no tables", { ...manifest(), tables: undefined }, /not a backup of this site \(manifest\.json: tables: /],
    ["a count that is not one", manifest({ tables: { submissions: -1 } }), /not a backup of this site \(manifest\.json: tables\.submissions: /],
    ["no migrations", manifest({ database: { kind: "sqlite", migration: "", migrations: [] } }), /not a backup of this site \(manifest\.json: database\.migrations: /],
    ["no files", { ...manifest(), files: undefined }, /not a backup of this site \(manifest\.json: files: /],
  ])("refuses %s", (_, json, message) => {
    expect(() => parseManifest(JSON.stringify(json), "old.tar.gz")).toThrow(message);
  });

  it("refuses what is not JSON", () => {
    expect(() => parseManifest("PK\u0003\u0004", "x.zip")).toThrow("x.zip: manifest.json is not JSON");
  });
});
