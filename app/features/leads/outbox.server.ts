import nodemailer from "nodemailer";
import { FORM_REQUEST_TIMEOUT_MS } from "~/config/constants";
import type { DatabaseHandle } from "~/db/connection.server";
import type { Delivery } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { claimDueDeliveries, markAttemptFailed, markDelivered } from "./repository.server";

/**
 * Delivers stored submissions to the owner's webhooks and inbox. Runs in every app instance;
 * claims are leased in the database, so instances never send the same row at once, and a
 * delivery whose process died is picked up again when its lease expires. Receivers get the
 * delivery id (X-Delivery-Id, Idempotency-Key) to drop the rare duplicate.
 */
export interface Transport {
  send(delivery: Delivery): Promise<void>;
}

type WebhookBody = { format: "json" | "form"; data: Record<string, unknown> };
type EmailBody = { subject: string; text: string; replyTo?: string };

export function webhookTransport(timeoutMs = FORM_REQUEST_TIMEOUT_MS): Transport {
  return {
    async send(d) {
      const body = JSON.parse(d.body) as WebhookBody;
      const headers: Record<string, string> = { "X-Delivery-Id": d.id, "Idempotency-Key": d.id };
      let payload: string | FormData;
      if (body.format === "form") {
        const form = new FormData();
        for (const [k, v] of Object.entries(body.data)) form.append(k, String(v ?? ""));
        payload = form;
      } else {
        headers["Content-Type"] = "application/json";
        headers["X-Requested-With"] = "XMLHttpRequest";
        payload = JSON.stringify(body.data);
      }
      const res = await fetch(d.target, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
      // Drain the body so the connection is reused.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    },
  };
}

export function emailTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    async send(d) {
      const body = JSON.parse(d.body) as EmailBody;
      await mailer.sendMail({ from, to: d.target, subject: body.subject, text: body.text, replyTo: body.replyTo, headers: { "X-Delivery-Id": d.id } });
    },
  };
}

export interface OutboxOptions {
  database: DatabaseHandle;
  transports: Partial<Record<Delivery["channel"], Transport>>;
  intervalMs: number;
  batch?: number;
  leaseMs?: number;
  now?: () => Date;
}

export function createOutbox({ database, transports, intervalMs, batch = 20, leaseMs = 2 * FORM_REQUEST_TIMEOUT_MS, now = () => new Date() }: OutboxOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true; // until start(): poke() does nothing before the worker runs

  async function deliver(d: Delivery) {
    const transport = transports[d.channel];
    try {
      if (!transport) throw new Error(`no ${d.channel} transport configured`);
      await transport.send(d);
      await markDelivered(database, d.id, now());
      logger.info({ delivery: d.id, channel: d.channel, attempts: d.attempts + 1 }, "delivered");
    } catch (err) {
      const message = err instanceof Error ? (err.name === "TimeoutError" ? `timed out after ${FORM_REQUEST_TIMEOUT_MS} ms` : err.message) : String(err);
      await markAttemptFailed(database, d, message, now());
      logger.warn({ delivery: d.id, channel: d.channel, attempts: d.attempts + 1, error: message }, "delivery failed");
    }
  }

  /** One pass: claim what is due and deliver it. Returns how many were attempted. */
  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await claimDueDeliveries(database, { now: now(), limit: batch, leaseMs });
      if (!due.length) return total;
      await Promise.all(due.map(deliver));
      total += due.length;
      if (stopped || due.length < batch) return total;
    }
  }

  const tick = async () => {
    if (stopped) return;
    running = runOnce().catch((err) => {
      logger.error({ err }, "outbox pass failed");
      return 0;
    });
    await running;
    running = undefined;
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };

  return {
    runOnce,
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    /** Stops polling and waits for the pass in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Ask for a pass soon (after a new submission), instead of waiting for the interval. */
    poke() {
      if (stopped || running) return;
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
