import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * One id per lead form (issue 49; docs/decisions/042-one-transport-per-form.md): the form kinds
 * stored with each submission take the ids the lead API's paths already had (`get_in_touch` →
 * `get-in-touch`…), and the portfolio request's webhook setting the name of its new variable
 * (WEBHOOK_PORTFOLIO_REQUEST_URL: `webhooks.portfolio` → `webhooks.portfolioRequest`), so a
 * delivery stored before still follows its setting (migration 0015). Plain updates: the same
 * statements on SQLite and PostgreSQL, and undone by the reverse ones.
 */
const formIds: readonly (readonly [before: string, after: string])[] = [
  ["get_in_touch", "get-in-touch"],
  ["portfolio_request", "portfolio-request"],
  ["strategy_lead", "strategy-lead"],
];
const settings: readonly (readonly [before: string, after: string])[] = [["webhooks.portfolio", "webhooks.portfolioRequest"]];

async function rename(db: Kysely<unknown>, direction: "up" | "down") {
  const pick = ([before, after]: readonly [string, string]) => (direction === "up" ? [before, after] : [after, before]);
  for (const pair of formIds) {
    const [from, to] = pick(pair);
    await sql`update submissions set form = ${to} where form = ${from}`.execute(db);
  }
  for (const pair of settings) {
    const [from, to] = pick(pair);
    await sql`update deliveries set setting = ${to} where setting = ${from}`.execute(db);
  }
}

export const migration: Migration = {
  up: (db: Kysely<unknown>) => rename(db, "up"),
  down: (db: Kysely<unknown>) => rename(db, "down"),
};
