import { randomUUID } from "node:crypto";
import type { Transporter } from "nodemailer";
import { FORM_REQUEST_TIMEOUT_MS } from "#app/config/forms.ts";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import type { Delivery } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { claimDueDeliveries, markAttemptFailed, markDelivered, releaseClaim, retarget } from "./repository.server.ts";

/**
 * Delivers stored submissions to the owner's webhooks and inbox. Runs in every app instance;
 * claims are leased in the database, so instances never send the same row at once, and a
 * delivery whose process died is picked up again when its lease expires. Receivers get the
 * delivery id (X-Delivery-Id, Idempotency-Key) to drop the rare duplicate.
 *
 * What one slow receiver may cost (issue 12: an SMTP server that stalled after DATA held a
 * claim for 10 minutes, and another submission's healthy webhook waited 67 s behind it):
 * - every send is cut off after `sendTimeoutMs` (at most SPEC's 30 s), e-mail included;
 * - a lease lasts longer than the longest send, so no other instance claims a row still being sent;
 * - each channel (webhook, e-mail) has its own lane, and a lane claims more as soon as a send
 *   ends or a submission arrives: a stalled send holds one slot, not the queue;
 * - on shutdown, sends in flight get a grace period, then are stopped and their claims given
 *   back (not counted as attempts), so the next instance takes them at once.
 */
export interface Transport {
  send(delivery: Delivery, signal: AbortSignal): Promise<void>;
}

type WebhookBody = { format: "json" | "form"; data: Record<string, unknown> };
type EmailBody = { subject: string; text: string; replyTo?: string };

export const MAX_SEND_TIMEOUT_MS = FORM_REQUEST_TIMEOUT_MS;
/** A claim outlives the longest send (which is cut off at the timeout) with room for the database writes. */
export const leaseFor = (sendTimeoutMs: number) => sendTimeoutMs + Math.max(10_000, sendTimeoutMs);

export function webhookTransport(): Transport {
  return {
    async send(d, signal) {
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
      // The signal covers the whole exchange. Redirects are not followed: the receiver has already
      // taken the post when it answers one (see webhookRefusal).
      const res = await fetch(d.target, { method: "POST", headers, body: payload, signal, redirect: "manual" }).catch((err: unknown) => {
        throw new Error(sendFailure(err));
      });
      // The answer's body is never read: a receiver that streams one without end costs nothing.
      await res.body?.cancel().catch(() => undefined);
      const refused = webhookRefusal(res.status);
      if (refused) throw new Error(refused);
    },
  };
}

/**
 * Why a webhook's answer is not a delivery, or null when it is. 2xx is. So are 302 and 303: they
 * answer a post that was taken, with where to look next (Google Apps Script, a common way to put
 * leads into a Sheet, runs its doPost and always answers 302). Counted as failures, the receiver
 * got the same lead at every attempt. 301, 307 and 308 say the post must go elsewhere: not taken.
 */
function webhookRefusal(status: number): string | null {
  if ((status >= 200 && status < 300) || status === 302 || status === 303) return null;
  if (status === 301 || status === 307 || status === 308) return `HTTP ${status}: the webhook's address has moved; set its new address in the WEBHOOK_…_URL setting`;
  return `HTTP ${status}`;
}

/**
 * What a failed fetch says, for the log and the owner's inbox: its cause ("fetch failed" alone
 * names none: a refused connection, a DNS name not found, a bad certificate), never the URL,
 * which may hold a token.
 */
function sendFailure(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  if (e?.name === "AbortError" || e?.name === "TimeoutError") return "stopped";
  const cause = e?.cause?.code ?? e?.cause?.message;
  return `could not reach the webhook${cause ? ` (${cause})` : ""}`;
}

export function emailTransport(smtpUrl: string, from: string, sendTimeoutMs = MAX_SEND_TIMEOUT_MS): Transport {
  // nodemailer's own defaults wait up to 2 minutes to connect and 10 minutes on a silent
  // socket; each stage is bounded here too, and the signal bounds the whole send.
  const stage = Math.min(10_000, sendTimeoutMs);
  // nodemailer is loaded at the first send, not when the server starts (issue 23: a start loads
  // only what answering a page needs).
  let mailer: Promise<Transporter> | null = null;
  const transporter = () =>
    (mailer ??= import("nodemailer").then(
      ({ default: nodemailer }) => nodemailer.createTransport({ url: smtpUrl, connectionTimeout: stage, greetingTimeout: stage, dnsTimeout: stage, socketTimeout: sendTimeoutMs }),
      (err: unknown) => {
        mailer = null;
        throw err;
      },
    ));
  return {
    async send(d, signal) {
      const body = JSON.parse(d.body) as EmailBody;
      await (await transporter()).sendMail({ from, to: d.target, subject: body.subject, text: body.text, replyTo: body.replyTo, headers: { "X-Delivery-Id": d.id }, signal });
    },
  };
}

export interface OutboxOptions {
  database: DatabaseHandle;
  transports: Partial<Record<Delivery["channel"], Transport>>;
  intervalMs: number;
  /** Each send is cut off after this (at most 30 s). */
  sendTimeoutMs?: number;
  /** Sends at once per channel. */
  concurrency?: number;
  /** How long stop() lets sends in flight finish before it stops them and gives their claims back. */
  shutdownGraceMs?: number;
  now?: () => Date;
  /**
   * The current value of a delivery's setting (delivery-plans.server.ts: settingValue), read at
   * each attempt: a corrected address reaches the deliveries still waiting. Undefined (the setting
   * unset now, or a row without one): the delivery goes where it was recorded to go.
   */
  currentTarget?: (setting: string) => string | undefined;
}

const CHANNELS: readonly Delivery["channel"][] = ["webhook", "email"];
/** A sent delivery's record is tried this many times, waiting RECORD_RETRY_MS × the attempt between (within its claim's lease). */
const RECORD_ATTEMPTS = 4;
const RECORD_RETRY_MS = 1_000;

export function createOutbox({
  database,
  transports,
  intervalMs,
  sendTimeoutMs = MAX_SEND_TIMEOUT_MS,
  concurrency = 10,
  shutdownGraceMs = 5_000,
  now = () => new Date(),
  currentTarget = () => undefined,
}: OutboxOptions) {
  const timeoutMs = Math.min(sendTimeoutMs, MAX_SEND_TIMEOUT_MS);
  const leaseMs = leaseFor(timeoutMs);
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true; // until start(): poke() does nothing before the worker runs
  let stopping = false;

  /**
   * One lane per channel, each on its own: a lane runs while deliveries of its channel are due
   * or being sent, and a stalled send in one never keeps the other from claiming.
   */
  interface Lane {
    channel: Delivery["channel"];
    run: Promise<number> | undefined;
    /** Set when asked to look again (a submission arrived) while running. */
    again: boolean;
    woken: Promise<void>;
    wake: () => void;
  }
  const lanes: Lane[] = CHANNELS.map((channel) => {
    const lane: Lane = { channel, run: undefined, again: false, woken: Promise.resolve(), wake: () => {} };
    const arm = () => {
      lane.woken = new Promise<void>((resolve) => {
        lane.wake = () => {
          lane.again = true;
          resolve();
          arm();
        };
      });
    };
    arm();
    return lane;
  });

  async function deliver(claimed: Delivery): Promise<void> {
    const d = await followSetting(claimed);
    const transport = transports[d.channel];
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([shutdown.signal, timeout]);
    try {
      if (!transport) throw new Error(`no ${d.channel} transport configured`);
      await transport.send(d, signal);
    } catch (err) {
      if (shutdown.signal.aborted && !timeout.aborted) {
        // Stopped by shutdown, not failed: the claim goes back for the next instance to take now.
        await releaseClaim(database, d, now());
        logger.info({ delivery: d.id, channel: d.channel }, "send stopped by shutdown; claim released");
        return;
      }
      const message = timeout.aborted ? `timed out after ${timeoutMs} ms` : err instanceof Error ? err.message : String(err);
      const outcome = await markAttemptFailed(database, d, message, now());
      if (outcome === "gave up") {
        logger.error(
          { delivery: d.id, submission: d.submission_id, channel: d.channel, attempts: d.attempts + 1, error: message },
          "delivery given up after its last attempt: retry it from the submission's page in /admin/inbox once the receiver is mended",
        );
      } else logger.warn({ delivery: d.id, channel: d.channel, attempts: d.attempts + 1, error: message }, "delivery failed");
      return;
    }
    // Sent. Recording it is tried apart from the send, and again on a moment's database
    // failure: counted as a failed attempt, a sent lead was sent again.
    for (let attempt = 1; ; attempt++) {
      try {
        if (await markDelivered(database, d, now())) logger.info({ delivery: d.id, channel: d.channel, attempts: d.attempts + 1 }, "delivered");
        else logger.warn({ delivery: d.id, channel: d.channel }, "delivered, but the claim had run out: another worker may send it again");
        return;
      } catch (err) {
        if (attempt >= RECORD_ATTEMPTS) throw err;
        logger.warn({ err, delivery: d.id, attempt }, "sent, but not yet recorded as delivered: trying again");
        await new Promise((r) => setTimeout(r, RECORD_RETRY_MS * attempt));
      }
    }
  }

  /**
   * The delivery with its setting's current value as its target, recorded on the row (under this
   * worker's claim) before the send, so the owner's inbox shows where it went.
   */
  async function followSetting(d: Delivery): Promise<Delivery> {
    const target = d.setting ? currentTarget(d.setting) : undefined;
    if (!target || target === d.target) return d;
    if (!(await retarget(database, d, target, now()))) return d;
    logger.info({ delivery: d.id, channel: d.channel, setting: d.setting }, "delivery goes to its setting's current address, not the one recorded with it");
    return { ...d, target };
  }

  /** Keeps up to `concurrency` sends of the lane's channel going while any are due. Returns how many it started. */
  async function runLane(lane: Lane): Promise<number> {
    const sending = new Set<Promise<void>>();
    let started = 0;
    for (;;) {
      lane.again = false;
      const free = concurrency - sending.size;
      if (!stopping && free > 0) {
        const due = await claimDueDeliveries(database, { channel: lane.channel, now: now(), limit: free, leaseMs, claim: randomUUID() });
        for (const d of due) {
          const p: Promise<void> = deliver(d)
            .catch((err: unknown) => logger.error({ err, delivery: d.id }, "could not record a delivery's outcome"))
            .finally(() => sending.delete(p));
          sending.add(p);
        }
        started += due.length;
      }
      if (sending.size === 0) {
        if (lane.again && !stopping) continue;
        return started;
      }
      await Promise.race([...sending, lane.woken]);
    }
  }

  /** Starts the lane, or asks a running one to look for due deliveries again. */
  function kick(lane: Lane): Promise<number> {
    if (lane.run) {
      lane.wake();
      return lane.run;
    }
    const run = runLane(lane).finally(() => {
      lane.run = undefined;
    });
    lane.run = run;
    return run;
  }

  /** Every channel until nothing is due and nothing is being sent. Returns how many were attempted. */
  async function runOnce(): Promise<number> {
    const counts = await Promise.all(lanes.map(kick));
    return counts.reduce((a, b) => a + b, 0);
  }

  const kickAll = () => {
    for (const lane of lanes) {
      kick(lane).catch((err: unknown) => logger.error({ err, channel: lane.channel }, "outbox lane failed"));
    }
  };

  // The interval only starts idle lanes (retries come due by time); it never waits for a lane.
  const tick = () => {
    if (stopped) return;
    kickAll();
    timer = setTimeout(tick, intervalMs);
  };

  return {
    runOnce,
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    /**
     * Stops claiming, lets sends in flight finish for the grace period, then stops them and
     * gives their claims back. Resolves when no claim of this worker is left.
     */
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      const running = () => Promise.all(lanes.map((l) => l.run?.catch(() => 0)));
      for (const lane of lanes) lane.wake();
      let grace: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((r) => (grace = setTimeout(r, shutdownGraceMs)));
      await Promise.race([running(), graceOver]);
      clearTimeout(grace);
      shutdown.abort();
      await running();
    },
    /** Ask for deliveries now (after a new submission), instead of waiting for the interval. */
    poke() {
      if (!stopped) kickAll();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
