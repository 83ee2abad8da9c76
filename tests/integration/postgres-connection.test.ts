import net from "node:net";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it, onTestFinished, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/db/connection.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { createDatabase } from "#tests/support/postgres.ts";

/**
 * The site on PostgreSQL outlives PostgreSQL's restarts: a connection the server closes is
 * dropped from the pool (not an 'error' that ends the process), and the next query opens a new
 * one. A server that takes the connection and never answers fails it in time.
 */
describe("PostgreSQL connections", () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const h of handles) await h.close().catch(() => undefined);
  });

  it("a connection PostgreSQL terminates (a restart, pg_terminate_backend) is replaced; the process goes on", async () => {
    const url = await createDatabase(inject("postgresUrl"), `conn_${Date.now()}`);
    const name = `site-conn-${process.pid}`;
    const site = await openDatabase(url, { applicationName: name });
    handles.push(site);
    const admin = await openDatabase(url, { migrate: false, applicationName: `${name}-admin` });
    handles.push(admin);
    expect((await sql<{ one: number }>`select 1 as one`.execute(site.db)).rows[0]?.one).toBe(1);
    // The site's pooled connection now sits idle; the server ends it, as a restart would.
    const ended = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ${name}`.execute(admin.db);
    expect(ended.rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Without the pool's 'error' listener Node would have ended this process (vitest reports it as an unhandled error).
    expect((await sql<{ one: number }>`select 1 as one`.execute(site.db)).rows[0]?.one).toBe(1);
  });

  it("case folding: every letter in a C-locale database (ICU), and a word at the start where it would fold A-Z only", async () => {
    const url = await createDatabase(inject("postgresUrl"), `fold_${Date.now()}`, { cLocale: true });
    const warned = vi.spyOn(logger, "warn");
    onTestFinished(() => warned.mockRestore());
    const site = await openDatabase(url);
    handles.push(site);
    // The database's own lower() folds A-Z only here; the site's lower_unicode() every letter.
    expect((await sql<{ own: string; site: string }>`select lower('ÉMILE Ÿ') as own, lower_unicode('ÉMILE Ÿ') as site`.execute(site.db)).rows[0]).toEqual({ own: "Émile Ÿ", site: "émile ÿ" });
    expect(warned).not.toHaveBeenCalled();
    // A PostgreSQL without ICU gets lower() itself (migration 0014): the start says what that costs.
    await sql`create or replace function lower_unicode(t text) returns text language sql immutable strict as $$ select lower(t) $$`.execute(site.db);
    handles.push(await openDatabase(url));
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^PostgreSQL lower-cases A-Z only here/));
  });

  it("a host that takes the connection and never answers fails it within the connect timeout, not never", async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    try {
      await expect(openDatabase(`postgres://site:pw@127.0.0.1:${port}/site`)).rejects.toThrow(/connection timeout|timeout exceeded when trying to connect/);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      silent.close();
    }
  }, 20_000);
});
