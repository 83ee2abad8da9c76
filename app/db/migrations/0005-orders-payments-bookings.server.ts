import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Payments and bookings (issue 14): orders made before any payment intent, each provider event
// stored once (its id is the primary key), and the times booked in the scheduler embeds.
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("orders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("product", "text", (c) => c.notNull())
      .addColumn("amount_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("submission_id", "text")
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("payment_intent_id", "text", (c) => c.unique())
      .addColumn("state_at", "bigint")
      .addColumn("problem", "text")
      .addColumn("client_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("paid_at", "text")
      .execute();
    await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();
    await db.schema.createIndex("orders_submission").on("orders").column("submission_id").execute();
    await db.schema.createIndex("orders_email_product").on("orders").columns(["email", "product", "state"]).execute();

    await db.schema
      .createTable("payment_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("order_id", "text")
      .addColumn("created", "bigint", (c) => c.notNull())
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("payment_events_order").on("payment_events").column("order_id").execute();

    await db.schema
      .createTable("bookings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("event_uri", "text", (c) => c.notNull())
      .addColumn("invitee_uri", "text", (c) => c.notNull().unique())
      .addColumn("client_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("bookings_created").on("bookings").column("created_at").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ["bookings", "payment_events", "orders"]) await db.schema.dropTable(t).ifExists().execute();
  },
};
