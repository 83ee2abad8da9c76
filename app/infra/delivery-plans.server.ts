import type { Config } from "#app/config/env.server.ts";
import { webhookVariable } from "#app/config/lead-forms.ts";
import type { DeliveryPlan } from "./repository.server.ts";

/**
 * What the outbox (./outbox.server.ts) is to deliver for a stored submission or a paid order:
 * the same two kinds of delivery for every form and the checkout, built here once.
 */

type Webhooks = Config["webhooks"];

/**
 * The setting a delivery's target comes from. Recorded with the delivery and read again at each
 * attempt (settingValue): a webhook address corrected after leads were sent to the wrong one
 * reaches those leads too, at their next retry or at the owner's Retry.
 */
export type DeliverySetting = `webhooks.${keyof Webhooks}` | "smtp.to";

/**
 * A webhook post of `data` to the address set for `key` (WEBHOOK_…_URL). With none set, a
 * delivery recorded as skipped: the submission is stored, and the record says it went nowhere else.
 */
export function webhookPlan(webhooks: Webhooks, key: keyof Webhooks, data: unknown, format: "json" | "form" = "json"): DeliveryPlan {
  const url = webhooks[key];
  const setting: DeliverySetting = `webhooks.${key}`;
  return url
    ? { channel: "webhook", target: url, setting, body: { format, data } }
    : { channel: "webhook", target: "(not configured)", setting, body: { format, data }, state: "skipped" };
}

/** The owner's notification e-mail, when SMTP is configured (none otherwise). */
export function emailPlan(smtp: Config["smtp"], subject: string, lines: readonly string[], replyTo: string): DeliveryPlan[] {
  if (!smtp) return [];
  return [{ channel: "email", target: smtp.to, setting: "smtp.to", body: { subject, text: lines.join("\n"), replyTo } }];
}

/** The value a delivery's setting has now; undefined when it is not set (or not a setting this code knows). */
export function settingValue(cfg: Pick<Config, "webhooks" | "smtp">, setting: string): string | undefined {
  if (setting === "smtp.to") return cfg.smtp?.to;
  const key = webhookKeyOf(setting);
  return Object.hasOwn(cfg.webhooks, key) ? cfg.webhooks[key as keyof Webhooks] : undefined;
}

/** The webhook's key in a `webhooks.…` setting ("" for any other setting). */
const webhookKeyOf = (setting: string) => (setting.startsWith("webhooks.") ? setting.slice("webhooks.".length) : "");

/**
 * The environment variable the owner sets for a setting (`webhooks.getInTouch` →
 * `WEBHOOK_GET_IN_TOUCH_URL`, `smtp.to` → `NOTIFY_EMAIL_TO`), as the admin names it; undefined for
 * a setting this code does not know. Derived, not listed: a unit test holds every webhook's name
 * to the variable env.server.ts reads.
 */
export function settingName(setting: string): string | undefined {
  if (setting === "smtp.to") return "NOTIFY_EMAIL_TO";
  const key = webhookKeyOf(setting);
  return /^[a-z][A-Za-z]*$/.test(key) ? webhookVariable(key) : undefined;
}
