import type { Config } from "#app/config/env.server.ts";
import type { DeliveryPlan } from "./repository.server";

/**
 * What the outbox (./outbox.server.ts) is to deliver for a stored submission or a paid order:
 * the same two kinds of delivery for every form and the checkout, built here once.
 */

/**
 * A webhook post of `data` to `url`. With no URL configured, a delivery recorded as skipped: the
 * submission is stored, and the record says it went nowhere else.
 */
export function webhookPlan(url: string | undefined, data: unknown, format: "json" | "form" = "json"): DeliveryPlan {
  return url ? { channel: "webhook", target: url, body: { format, data } } : { channel: "webhook", target: "(not configured)", body: { format, data }, state: "skipped" };
}

/** The owner's notification e-mail, when SMTP is configured (none otherwise). */
export function emailPlan(smtp: Config["smtp"], subject: string, lines: readonly string[], replyTo: string): DeliveryPlan[] {
  if (!smtp) return [];
  return [{ channel: "email", target: smtp.to, body: { subject, text: lines.join("\n"), replyTo } }];
}
