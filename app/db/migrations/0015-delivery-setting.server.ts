import { type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Which setting each delivery's target came from (WEBHOOK_CONTACT_URL's `webhooks.contact`, the
 * owner's e-mail's `smtp.to`…). A target was fixed when the lead arrived: a webhook address
 * mistyped at the first deploy, then corrected and the site restarted, still got every lead
 * sent before the fix, at every retry and at the owner's Retry, so none reached the right
 * place. The outbox now reads the setting's current value at each attempt. Older rows have no
 * setting and keep their target.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("deliveries").addColumn("setting", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("deliveries").dropColumn("setting").execute();
  },
};
