import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { cards } from "./stripe-cards.ts";

/**
 * A local stand-in for Stripe's API, shaped like the real one where the site and the fake
 * Stripe.js touch it: PaymentIntents create (idempotency keys honoured: the same key and body
 * give the same intent, another body a 400 idempotency_error), retrieve, confirm (with the test
 * cards of ./stripe-cards.ts) and a 3-D Secure step; and Stripe's webhooks, signed with the
 * SDK's own test-header helper, sent to the site as the real Stripe would.
 */
export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  created: number;
  livemode: false;
  last_payment_error: null | { type: string; code?: string; message?: string };
  next_action: null | { type: string };
}

export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, string>;
}

const stripe = new Stripe("sk_test_fake_signer");
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))));
  });
}

const metadataOf = (body: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([k]) => k.startsWith("metadata["))
      .map(([k, v]) => [k.slice(9, -1), v]),
  );

export async function startFakeStripeApi({ webhookSecret, webhookUrl = null }: { webhookSecret: string; webhookUrl?: string | null }) {
  const intents = new Map<string, FakeIntent>();
  const idempotency = new Map<string, { body: string; intent: string }>();
  const requests: LoggedRequest[] = [];
  const sentEvents: { id: string; type: string; status: number }[] = [];
  let target = webhookUrl;
  /** Test control: events are not sent by themselves (the test sends them, e.g. out of order). */
  let autoWebhooks = true;
  /**
   * Test control: how Stripe answers the site's server (secret-key calls). 0: at once; a number:
   * after that many ms; "never": it takes the request and hangs (the real Stripe, or the path to
   * it, failing slowly instead of refusing). Stripe.js's calls (publishable key) are not held.
   */
  let serverDelay: number | "never" = 0;
  const held = new Set<ServerResponse>();

  async function send(event: Record<string, unknown>, { secret = webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    const res = await fetch(target!, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload });
    sentEvents.push({ id: String(event.id), type: String(event.type), status: res.status });
    return res;
  }

  const eventFor = (type: string, object: unknown) => ({ id: id("evt"), object: "event", type, created: Math.floor(Date.now() / 1000), livemode: false, api_version: "2026-01-01", data: { object } });

  async function emit(type: string, intent: FakeIntent) {
    if (autoWebhooks && target) await send(eventFor(type, { ...intent }));
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" }).end(JSON.stringify(body));
  };
  const stripeError = (res: ServerResponse, status: number, error: Record<string, unknown>) => json(res, status, { error });

  async function confirm(intent: FakeIntent, body: Record<string, string>, res: ServerResponse) {
    const number = (body["payment_method_data[card][number]"] ?? "").replace(/\s/g, "");
    const fail = async (error: { type: string; code?: string; message?: string }) => {
      intent.status = "requires_payment_method";
      intent.last_payment_error = error;
      await emit("payment_intent.payment_failed", intent);
      return stripeError(res, 402, { ...error, payment_intent: intent });
    };
    switch (number) {
      case cards.success:
        intent.status = "succeeded";
        await emit("payment_intent.succeeded", intent);
        return json(res, 200, intent);
      case cards.processing:
        intent.status = "processing";
        await emit("payment_intent.processing", intent);
        return json(res, 200, intent);
      case cards.threeDSecure:
        intent.status = "requires_action";
        intent.next_action = { type: "use_stripe_sdk" };
        return json(res, 200, intent);
      case cards.declined:
        return fail({ type: "card_error", code: "card_declined", message: "Your card was declined." });
      case cards.declinedNoMessage:
        return fail({ type: "card_error", code: "card_declined" });
      case cards.apiError:
        return stripeError(res, 500, { type: "api_error", message: "An error occurred with our connection to Stripe." });
      default:
        return stripeError(res, 402, { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect." });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "access-control-allow-origin": "*", "access-control-allow-headers": "authorization, content-type", "access-control-allow-methods": "GET, POST" }).end();
      return;
    }
    const url = new URL(req.url ?? "/", "http://fake");
    const body = req.method === "POST" ? await readForm(req) : Object.fromEntries(url.searchParams);
    // The SDK sends the secret key as a bearer token; Stripe.js puts the publishable key in the body.
    const auth = req.headers.authorization ?? (body.key ? `Bearer ${body.key}` : undefined);
    requests.push({ method: req.method ?? "", path: url.pathname, idempotencyKey: req.headers["idempotency-key"] as string | undefined, authorization: auth, body });
    if (!auth?.startsWith("Bearer sk_test_") && !auth?.startsWith("Bearer pk_test_")) return stripeError(res, 401, { type: "invalid_request_error", message: "Invalid API Key provided" });
    const secretKey = auth.startsWith("Bearer sk_");
    if (secretKey && serverDelay === "never") {
      held.add(res);
      res.on("close", () => held.delete(res));
      return;
    }
    const delay = serverDelay;
    if (secretKey && typeof delay === "number" && delay > 0) await new Promise((r) => setTimeout(r, delay));

    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      if (!secretKey) return stripeError(res, 403, { type: "invalid_request_error", message: "This API call cannot be made with a publishable API key." });
      const key = req.headers["idempotency-key"] as string | undefined;
      const fingerprint = JSON.stringify(body);
      if (key && idempotency.has(key)) {
        const seen = idempotency.get(key)!;
        if (seen.body !== fingerprint) {
          return stripeError(res, 400, { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." });
        }
        return json(res, 200, intents.get(seen.intent));
      }
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50) return stripeError(res, 400, { type: "invalid_request_error", param: "amount", message: "Invalid amount." });
      const piId = id("pi");
      const intent: FakeIntent = {
        id: piId,
        object: "payment_intent",
        amount,
        currency: body.currency ?? "usd",
        status: "requires_payment_method",
        client_secret: `${piId}_secret_${randomBytes(8).toString("hex")}`,
        metadata: metadataOf(body),
        description: body.description ?? null,
        receipt_email: body.receipt_email ?? null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        last_payment_error: null,
        next_action: null,
      };
      intents.set(piId, intent);
      if (key) idempotency.set(key, { body: fingerprint, intent: piId });
      return json(res, 200, intent);
    }
    const m = /^\/v1\/payment_intents\/(pi_[a-f0-9]+)(\/confirm|\/authenticate)?$/.exec(url.pathname);
    const intent = m ? intents.get(m[1]!) : undefined;
    if (!m || !intent) return stripeError(res, 404, { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" });
    // With a publishable key, Stripe.js must show the intent's client secret.
    if (!secretKey && body.client_secret !== intent.client_secret) return stripeError(res, 404, { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" });
    if (!m[2] && req.method === "GET") return json(res, 200, intent);
    if (m[2] === "/confirm" && req.method === "POST") {
      if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) {
        return stripeError(res, 400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `This PaymentIntent's status is ${intent.status}.`, payment_intent: intent });
      }
      return confirm(intent, body, res);
    }
    if (m[2] === "/authenticate" && req.method === "POST") {
      if (intent.status !== "requires_action") return stripeError(res, 400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "Nothing to authenticate." });
      intent.next_action = null;
      if (body.result === "complete") {
        intent.status = "succeeded";
        await emit("payment_intent.succeeded", intent);
        return json(res, 200, intent);
      }
      intent.status = "requires_payment_method";
      intent.last_payment_error = { type: "card_error", code: "payment_intent_authentication_failure", message: "We are unable to authenticate your payment method. Please choose a different payment method and try again." };
      await emit("payment_intent.payment_failed", intent);
      return stripeError(res, 402, { ...intent.last_payment_error, payment_intent: intent });
    }
    return stripeError(res, 404, { type: "invalid_request_error", message: "Unrecognized request URL" });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: { type: "api_error", message: String(err) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    sentEvents,
    setWebhookUrl(url: string) {
      target = url;
    },
    setAutoWebhooks(on: boolean) {
      autoWebhooks = on;
    },
    /** How the API answers the site's server: at once (0), after `ms`, or "never" (the request hangs). */
    setServerDelay(delay: number | "never") {
      serverDelay = delay;
    },
    /** Requests held by "never" that are still open. */
    heldCount: () => held.size,
    /** An event as Stripe would send it, for an intent (or any object). */
    eventFor,
    /** Signs and posts an event to the site; `secret` or `timestamp` forge a bad or old one. */
    send,
    stop: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
