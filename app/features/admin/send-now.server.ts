import type { Delivery } from "#app/db/schema.ts";
import { settingValue } from "#app/infra/delivery-plans.server.ts";
import { retryDelivery, sendSkippedDelivery } from "#app/infra/repository.server.ts";
import type { Services } from "#app/services.server.ts";

/**
 * The owner's button on a delivery (the submission's page):
 * - "retry" ("Retry now") on a failed or retrying one: a new round of attempts (retryDelivery);
 * - "send" ("Send now") on one stored while nothing was set to receive it ("Stored only"), once
 *   its setting has an address: a lead kept before the owner connected a tool reaches it too,
 *   when the owner asks, lead by lead (never all at once, unasked: an automation connected later
 *   may not want months of old leads).
 */
export type SendNowOffer = "retry" | "send";

/** The button a delivery offers now, if any. */
export function sendNowOffer(cfg: Services["cfg"], d: Pick<Delivery, "state" | "attempts" | "setting">): SendNowOffer | null {
  if (d.state === "failed" || (d.state === "pending" && d.attempts > 0)) return "retry";
  if (d.state === "skipped" && d.setting && settingValue(cfg, d.setting)) return "send";
  return null;
}

/** What the press did: queued again or for the first time, nothing (no longer applies: sent meanwhile, another tab), or no address is set. */
export type SendNow = "retried" | "sent" | "not-now" | "not-configured";

export async function sendNow(svc: Pick<Services, "cfg" | "database" | "outbox">, d: Pick<Delivery, "id" | "state" | "setting">, now = new Date()): Promise<SendNow> {
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
