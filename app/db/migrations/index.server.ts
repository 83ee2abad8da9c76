import type { Migration } from "kysely/migration";
import { migration as m0001 } from "./0001-leads.server.ts";
import { migration as m0002 } from "./0002-admin-sessions.server.ts";
import { migration as m0003 } from "./0003-delivery-claims.server.ts";
import { migration as m0004 } from "./0004-privacy-requests.server.ts";
import { migration as m0005 } from "./0005-orders-payments-bookings.server.ts";
import { migration as m0006 } from "./0006-consent-case-study.server.ts";
import { migration as m0007 } from "./0007-booking-verified.server.ts";
import { migration as m0008 } from "./0008-analytics.server.ts";
import { migration as m0009 } from "./0009-analytics-views.server.ts";
import { migration as m0010 } from "./0010-attribution-via.server.ts";
import { migration as m0011 } from "./0011-submission-send-key.server.ts";
import { migration as m0012 } from "./0012-submission-handled.server.ts";
import { migration as m0013 } from "./0013-submissions-unhandled.server.ts";
import { migration as m0014 } from "./0014-lower-unicode.server.ts";
import { migration as m0015 } from "./0015-delivery-setting.server.ts";
import { migration as m0016 } from "./0016-subscriber-key.server.ts";
import { migration as m0017 } from "./0017-payment-event-pending.server.ts";
import { migration as m0018 } from "./0018-submission-held-until-paid.server.ts";
import { migration as m0019 } from "./0019-site-settings.server.ts";
import { migration as m0020 } from "./0020-one-id-per-form.server.ts";

/**
 * Every migration, one file each, under the name the database records it by: a name here is
 * never changed (a migrated database would take it for a new migration), and a new one is added
 * at the end with the next number.
 */
export const migrations: Record<string, Migration> = {
  "0001_leads": m0001,
  "0002_admin_sessions": m0002,
  "0003_delivery_claims": m0003,
  "0004_privacy_requests": m0004,
  "0005_orders_payments_bookings": m0005,
  "0006_consent_case_study": m0006,
  "0007_booking_verified": m0007,
  "0008_analytics": m0008,
  "0009_analytics_views": m0009,
  "0010_attribution_via": m0010,
  "0011_submission_send_key": m0011,
  "0012_submission_handled": m0012,
  "0013_submissions_unhandled": m0013,
  "0014_lower_unicode": m0014,
  "0015_delivery_setting": m0015,
  "0016_subscriber_key": m0016,
  "0017_payment_event_pending": m0017,
  "0018_submission_held_until_paid": m0018,
  "0019_site_settings": m0019,
  "0020_one_id_per_form": m0020,
};
