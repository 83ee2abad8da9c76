import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("submissions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("form", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("message", "text")
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("client_hash", "text", (c) => c.notNull())
      .addColumn("user_agent", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("submissions_form_created").on("submissions").columns(["form", "created_at"]).execute();
    await db.schema.createIndex("submissions_created").on("submissions").column("created_at").execute();

    await db.schema
      .createTable("subscribers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("first_signup_at", "text", (c) => c.notNull())
      .addColumn("latest_signup_at", "text", (c) => c.notNull())
      .addColumn("signup_count", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await db.schema
      .createTable("deliveries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id").onDelete("cascade"))
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("delivered_at", "text")
      .execute();
    await db.schema.createIndex("deliveries_due").on("deliveries").columns(["state", "next_attempt_at"]).execute();
    await db.schema.createIndex("deliveries_submission").on("deliveries").column("submission_id").execute();

    await db.schema
      .createTable("rate_limit_hits")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("bucket", "text", (c) => c.notNull())
      .addColumn("at_ms", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("rate_limit_hits_bucket").on("rate_limit_hits").columns(["bucket", "at_ms"]).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ["rate_limit_hits", "deliveries", "subscribers", "submissions"]) await db.schema.dropTable(t).ifExists().execute();
  },
};
