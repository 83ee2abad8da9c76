import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { emailKey } from "#app/infra/email-address.server.ts";

/**
 * One subscriber per address however it was written: a sign-up was kept under its address
 * lower-cased only, so 'sub@bücher.de' (typed into a tool) and 'sub@xn--bcher-kva.de' (a
 * browser's e-mail field writes the domain in punycode) were two subscribers, and removing one
 * left the other subscribed. Each address is now kept under its key (emailKey: its domain in
 * punycode); rows that share a key become one: the first sign-up's row and name, the counts
 * added, the first and latest times kept. Row by row in JavaScript (the key needs punycode):
 * a newsletter's list is small. Not undone by `down` (the merged rows are one person's).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    type Row = { id: string; email: string; first_signup_at: string; latest_signup_at: string; signup_count: number | string };
    const { rows } = await sql<Row>`select id, email, first_signup_at, latest_signup_at, signup_count from subscribers order by first_signup_at, id`.execute(db);
    const byKey = new Map<string, Row[]>();
    for (const r of rows) byKey.set(emailKey(r.email), [...(byKey.get(emailKey(r.email)) ?? []), r]);
    for (const [key, [first, ...others]] of byKey) {
      if (!first || (others.length === 0 && first.email === key)) continue;
      // The others go first: the kept row takes the key, which one of them may hold.
      for (const other of others) await sql`delete from subscribers where id = ${other.id}`.execute(db);
      const all = [first, ...others];
      const count = all.reduce((n, r) => n + Number(r.signup_count), 0);
      const latest = all.map((r) => r.latest_signup_at).sort().at(-1) ?? first.latest_signup_at;
      await sql`update subscribers set email = ${key}, signup_count = ${count}, latest_signup_at = ${latest} where id = ${first.id}`.execute(db);
    }
  },
  async down() {},
};
