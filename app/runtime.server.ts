import { createHmac } from "node:crypto";
import type { Config } from "~/config/env.server";
import { clientAddressKey } from "~/lib/client-address.server";
import { openDatabase, type DatabaseHandle } from "~/db/connection.server";
import { limiterFor, type Limiter } from "~/features/leads/limiter.server";
import { createOutbox, emailTransport, webhookTransport, type Outbox } from "~/features/leads/outbox.server";
import { createLeadService, type LeadService } from "~/features/leads/service.server";
import { createCheckoutService, type CheckoutService } from "~/features/checkout/service.server";
import { stripeGateway, type PaymentGateway } from "~/features/checkout/stripe.server";
import { createAnalytics, type Analytics } from "~/features/analytics/events.server";

/**
 * What the running server holds: the database, the lead service and the outbox worker.
 * Created once at boot (server/app.ts) and reachable from route loaders and actions.
 */
export interface Runtime {
  cfg: Config;
  database: DatabaseHandle;
  leads: LeadService;
  /** Strategy leads, orders, payments (issue 14). */
  checkout: CheckoutService;
  /** Rate limits per client (forms, admin sign-in): across instances on PostgreSQL. */
  limiter: Limiter;
  outbox: Outbox;
  /** The site's own page-view counter and its daily roll-up (issue 25). */
  analytics: Analytics;
  /** The client's key for per-client limits and records: an IPv4 address, or an IPv6 /64. */
  clientHash: (ip: string | undefined) => string;
  close: () => Promise<void>;
}

let current: Runtime | undefined;

export async function createRuntime(cfg: Config, { startOutbox = true, gateway }: { startOutbox?: boolean; gateway?: PaymentGateway } = {}): Promise<Runtime> {
  const database = await openDatabase(cfg.databaseUrl);
  // Several instances only share state through PostgreSQL; one SQLite server keeps it in memory.
  const limiter = limiterFor(database);
  const outbox = createOutbox({
    database,
    intervalMs: cfg.outboxIntervalMs,
    sendTimeoutMs: cfg.outboxSendTimeoutMs,
    transports: { webhook: webhookTransport(), ...(cfg.smtp ? { email: emailTransport(cfg.smtp.url, cfg.smtp.from, cfg.outboxSendTimeoutMs) } : {}) },
  });
  if (startOutbox) outbox.start();
  // The country header is believed only from a proxy the server trusts (TRUST_PROXY).
  const analytics = createAnalytics({ database, trustCountry: cfg.trustProxy !== false });
  if (startOutbox) analytics.start();
  const runtime: Runtime = {
    cfg,
    database,
    leads: createLeadService({ database, cfg, limiter, poke: () => outbox.poke() }),
    checkout: createCheckoutService({ database, cfg, limiter, gateway: gateway ?? (cfg.stripe ? stripeGateway(cfg.stripe) : undefined), poke: () => outbox.poke() }),
    limiter,
    outbox,
    analytics,
    // A keyed hash of the client (an IPv6 /64 is one client: clientAddressKey): enough to
    // rate-limit, not enough to identify anyone. Every per-client limit keys on this.
    clientHash: (ip) => createHmac("sha256", cfg.sessionSecret).update(clientAddressKey(ip)).digest("hex").slice(0, 32),
    async close() {
      await outbox.stop();
      await analytics.stop();
      await database.close();
    },
  };
  current = runtime;
  return runtime;
}

export function runtime(): Runtime {
  if (!current) throw new Error("The server runtime has not been started.");
  return current;
}
