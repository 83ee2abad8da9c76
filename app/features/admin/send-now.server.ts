import type { Delivery } from "#app/db/schema.ts";
import { settingName, settingValue } from "#app/infra/delivery-plans.server.ts";
import { countSkippedBySetting, retryDelivery, sendSkippedDeliveries, sendSkippedDelivery } from "#app/infra/repository.server.ts";
import type { Config } from "#app/config/env.server.ts";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Outbox } from "#app/infra/outbox.server.ts";

/** What the buttons need of the running server (its route hands over its services, which hold these). */
type SendNowDeps = { cfg: Config; database: DatabaseHandle; outbox: Outbox };

/**
 * The owner's button on a delivery (the submission's page):
 * - "retry" ("Retry now") on a failed or retrying one: a new round of attempts (retryDelivery);
 * - "send" ("Send now") on one stored while nothing was set to receive it ("Stored only"), once
 *   its setting has an address: a lead kept before the owner connected a tool reaches it too,
 *   when the owner asks (never unasked: an automation connected later may not want months of old
 *   leads). Lead by lead here, or all of one setting's at once from the inbox (storedOffers).
 */
export type SendNowOffer = "retry" | "send";

/** The button a delivery offers now, if any. */
export function sendNowOffer(cfg: Config, d: Pick<Delivery, "state" | "attempts" | "setting">): SendNowOffer | null {
  if (d.state === "failed" || (d.state === "pending" && d.attempts > 0)) return "retry";
  if (d.state === "skipped" && d.setting && settingValue(cfg, d.setting)) return "send";
  return null;
}

/** What the press did: queued again or for the first time, nothing (no longer applies: sent meanwhile, another tab), or no address is set. */
export type SendNow = "retried" | "sent" | "not-now" | "not-configured";

export async function sendNow(svc: SendNowDeps, d: Pick<Delivery, "id" | "state" | "setting">, now = new Date()): Promise<SendNow> {
  let outcome: SendNow;
  if (d.state === "skipped") {
    const target = d.setting ? settingValue(svc.cfg, d.setting) : undefined;
    if (!target) return "not-configured";
    outcome = (await sendSkippedDelivery(svc.database, d.id, target, now)) ? "sent" : "not-now";
  } else {
    outcome = (await retryDelivery(svc.database, d.id, now)) ? "retried" : "not-now";
  }
  svc.outbox.poke();
  return outcome;
}

/** One press of the inbox's "Send all" queues at most this many (oldest first); the rest stay offered. */
export const SEND_STORED_BATCH = 200;

/** Leads stored only while `variable` was not set, which it now is: the inbox offers to send them all to `target`. */
export interface StoredOffer {
  setting: string;
  variable: string;
  target: string;
  count: number;
  /** How many one press sends: all of them, or the oldest SEND_STORED_BATCH. */
  batch: number;
}

export async function storedOffers(svc: Pick<SendNowDeps, "cfg" | "database">): Promise<StoredOffer[]> {
  const offers: StoredOffer[] = [];
  for (const { setting, n } of await countSkippedBySetting(svc.database)) {
    const target = settingValue(svc.cfg, setting);
    const variable = settingName(setting);
    if (target && variable) offers.push({ setting, variable, target, count: n, batch: Math.min(n, SEND_STORED_BATCH) });
  }
  return offers;
}

/** What "Send all" did: how many it queued (0: another tab sent them meanwhile), or the setting has no address (now). */
export type SendStored = { queued: number } | "not-configured";

export async function sendStored(svc: SendNowDeps, setting: string, now = new Date()): Promise<SendStored> {
  const target = settingValue(svc.cfg, setting);
  if (!target) return "not-configured";
  const queued = await sendSkippedDeliveries(svc.database, setting, target, SEND_STORED_BATCH, now);
  svc.outbox.poke();
  return { queued };
}
