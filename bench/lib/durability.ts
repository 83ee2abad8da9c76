import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase } from "#app/db/connection.server.ts";
import { storeSubmission } from "#app/infra/repository.server.ts";

/**
 * What `synchronous=FULL` costs on SQLite (issue 12: a submission answered 201 must survive a
 * power loss): `count` submissions stored one after the other, each with its delivery, in a
 * fresh database file with FULL (what the server uses) and with NORMAL (what it used before).
 */
export interface DurabilityResult {
  count: number;
  fullMsPerSubmission: number;
  normalMsPerSubmission: number;
}

async function timeStores(mode: "FULL" | "NORMAL", count: number): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "durability-"));
  const database = await openDatabase(`file:${path.join(dir, "site.db")}`);
  try {
    await sql.raw(`pragma synchronous = ${mode}`).execute(database.db);
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      await storeSubmission(
        database,
        { form: "contact", source: "contact_form", first_name: "Bench", last_name: `Mark ${i}`, email: `bench${i}@example.com`, phone: null, message: "Measuring durability.", payload: "{}", client_hash: "bench", user_agent: null },
        [{ channel: "webhook", target: "http://127.0.0.1:9/hook", body: { format: "json", data: {} } }],
      );
    }
    return (performance.now() - started) / count;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureDurability(count = 500): Promise<DurabilityResult> {
  const normal = await timeStores("NORMAL", count);
  const full = await timeStores("FULL", count);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { count, fullMsPerSubmission: round(full), normalMsPerSubmission: round(normal) };
}
