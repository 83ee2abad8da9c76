import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The database, identical on SQLite and PostgreSQL. Timestamps are ISO-8601 UTC strings (they
 * sort as text and read the same from both drivers); JSON is stored as text; ids are UUIDs.
 */
export interface Database {
  submissions: SubmissionTable;
  subscribers: SubscriberTable;
  deliveries: DeliveryTable;
  rate_limit_hits: RateLimitHitTable;
  admin_sessions: AdminSessionTable;
  privacy_requests: PrivacyRequestTable;
  consent_records: ConsentRecordTable;
  orders: OrderTable;
  payment_events: PaymentEventTable;
  bookings: BookingTable;
  page_views: PageViewTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_state: AnalyticsStateTable;
  attributions: AttributionTable;
  site_settings: SiteSettingTable;
}

/** A lead form's id (app/config/lead-forms.ts: the one list of forms). */
import type { FormId } from "#app/config/lead-forms.ts";
export type { FormId };

export interface SubmissionTable {
  id: string;
  form: FormId;
  /** SPEC §3 source value, e.g. contact_form, chat_with_{slug}_form, global_newsletter. */
  source: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  /** The payload forwarded to the owner's webhook, exactly as sent (JSON text). */
  payload: string;
  /** Salted hash of the client address: enough to rate-limit and spot abuse, not to identify. */
  client_hash: string;
  user_agent: string | null;
  created_at: string;
  /** The browser's name for this send (a UUID), so a send repeated after a lost answer is not stored twice; null without one. */
  send_key: string | null;
  /** When the owner marked it handled (ISO time); null while it is not (migration 0012). */
  handled_at: string | null;
  /**
   * 1: a strategy lead given only by starting a checkout, not forwarded until its order is paid
   * (then 0, and forwarded once); 0 for every other submission (migration 0018).
   */
  held_until_paid: Generated<number>;
}

export interface SubscriberTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  source: string;
  first_signup_at: string;
  latest_signup_at: string;
  signup_count: number;
}

export type DeliveryState = "pending" | "delivered" | "failed" | "skipped";

export interface DeliveryTable {
  id: string;
  submission_id: string;
  /** webhook or email */
  channel: "webhook" | "email";
  /** The URL or e-mail address it goes to (recorded at submission time, then where its last attempt went). */
  target: string;
  /**
   * The setting `target` came from (`webhooks.contact`, `smtp.to`…: delivery-plans.server.ts),
   * read again at each attempt so that a corrected address reaches the deliveries still waiting.
   * Null for rows made before migration 0015: they keep their target.
   */
  setting: string | null;
  /** What is sent: JSON text (webhook JSON, multipart fields, or the e-mail). */
  body: string;
  state: DeliveryState;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Set while a worker holds the row; a crashed worker's claim expires. */
  locked_until: string | null;
  /** The token of the claim that holds the row: only its holder settles or releases it. */
  claim: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export interface RateLimitHitTable {
  id: string;
  bucket: string;
  at_ms: number;
}

/** A signed-in admin session; the cookie carries its id, the table a hash of it. */
export interface AdminSessionTable {
  id_hash: string;
  created_at: string;
  expires_at: string;
}

/** The audit line of an export or erasure (DECISIONS 16): no personal data, only what and how many. */
export interface PrivacyRequestTable {
  id: string;
  kind: "export" | "erase";
  at: string;
  /** JSON: {"submissions":n,"deliveries":n,"subscriptions":n}. */
  counts: string;
}

export type Submission = Selectable<SubmissionTable>;
export type PrivacyRequest = Selectable<PrivacyRequestTable>;
export type NewSubmission = Insertable<SubmissionTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type Delivery = Selectable<DeliveryTable>;
export type NewDelivery = Insertable<DeliveryTable>;
export type DeliveryUpdate = Updateable<DeliveryTable>;

/** A visitor's cookie choice (DECISIONS 15), kept so the owner can show consent was given: no personal data. */
export interface ConsentRecordTable {
  id: string;
  created_at: string;
  /** The revision of the cookie categories the choice answered (CONSENT_REVISION). */
  revision: number;
  choice: "accept_all" | "necessary_only" | "save_preferences";
  /** 0 or 1 (portable across SQLite and PostgreSQL). */
  analytics: number;
  marketing: number;
  personalization: number;
  /** 1 when the browser sent Sec-GPC: 1. */
  gpc: number;
}
export type ConsentRecord = Selectable<ConsentRecordTable>;
/* ── Payments and bookings (issue 14; docs/decisions/014) ─────────────────────────────────── */

/**
 * An order's life: created (before any payment intent), then what the payment provider tells the
 * server (its signed webhook, or the server asking it). `paid` never goes back to an unpaid
 * state; refunds and disputes come after it.
 */
export type OrderState =
  | "created"
  | "processing"
  | "failed"
  | "canceled"
  | "paid"
  | "partially_refunded"
  | "refunded"
  | "disputed"
  | "dispute_lost";

export interface OrderTable {
  id: string;
  /** The catalogue key (strategyCall or premium). */
  product: string;
  /** What the server's catalogue said when the order was made, in cents. */
  amount_cents: number;
  currency: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The strategy lead (a submission) the order came from. */
  submission_id: string | null;
  state: OrderState;
  payment_intent_id: string | null;
  /** The provider's time (unix seconds) of the newest event applied: older ones do not move an unpaid order. */
  state_at: number | null;
  /** Something the owner must look at (an amount that does not match the order), else null. */
  problem: string | null;
  client_hash: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** Each webhook event, stored once (its id is the key) in the transaction of its effect. */
export interface PaymentEventTable {
  id: string;
  type: string;
  order_id: string | null;
  /** The provider's time of the event (unix seconds). */
  created: number;
  /** What it did: e.g. "paid", "ignored: older than the order's state", "amount mismatch". */
  outcome: string;
  received_at: string;
  /**
   * A refund or dispute received before the payment it is about succeeded: what it says (JSON
   * of PendingEffect, orders.server.ts), applied once the order is paid; null otherwise (0017).
   */
  pending: string | null;
}

/** A time booked in a scheduler embed, as its booking message reported it. */
export interface BookingTable {
  id: string;
  /** chat or strategy_session */
  kind: string;
  event_uri: string;
  invitee_uri: string;
  client_hash: string;
  created_at: string;
  /**
   * 1 only when the scheduler's API confirmed the booking (CALENDLY_TOKEN set); 0: the embed's
   * report, which anyone can forge. Neither is a payment: orders are.
   */
  verified: number;
}

export type Order = Selectable<OrderTable>;
export type PaymentEvent = Selectable<PaymentEventTable>;
export type Booking = Selectable<BookingTable>;

/* ── First-party analytics and attribution (issue 25; docs/decisions/023) ─────────────────── */

/** One page view of a visitor who allowed analytics. No address, no cookie, no personal data. */
export interface PageViewTable {
  id: string;
  /** The owner's day (YYYY-MM-DD, app/lib/owner-days.ts) the server received it, never one already rolled up (UTC days before 2026-11-27). */
  day: string;
  at: string;
  path: string;
  /** The host of an external referrer of this page, else "". */
  ref_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** Where the visit came from (its landing page's UTM source, else referrer host, else "direct"). */
  channel: string;
  /** mobile, tablet or desktop, from the viewport's width. */
  device: string;
  /** Two letters from the trusted proxy's CF-IPCountry header, else "". */
  country: string;
  /** 1 for the first page view of a visit (a tab's session). */
  entry: number;
  /** A hash of the day's salt, the client's address key and user agent: counts a day's visitors, identifies no one. */
  visitor: string;
}

/** A finished day, rolled up: dim is total, path, ref, campaign, channel, device or country. */
export interface AnalyticsDailyTable {
  day: string;
  dim: string;
  key: string;
  views: number;
  visits: number;
  visitors: number;
}

export interface AnalyticsStateTable {
  name: string;
  value: string;
}

/** Where a submission or booking came from, as the visitor's page said (no cookie). */
export interface AttributionTable {
  subject: "submission" | "booking";
  subject_id: string;
  channel: string;
  ref_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  landing_path: string;
  sent_from: string;
  created_at: string;
  /**
   * How it reached the server: 'page', sent by the page's script with what the visitor sent;
   * 'referer', read from the Referer header of a form posted without JavaScript (then the
   * visit's referrer is not known, and the landing only when that page's address had UTM tags).
   */
  via: Generated<AttributionVia>;
}
export type AttributionVia = "page" | "referer";
export type Attribution = Selectable<AttributionTable>;

/** Values shared by every instance on one database (issue 47: the session secret). */
export interface SiteSettingTable {
  name: string;
  value: string;
  updated_at: string;
}
