import { createHmac } from "node:crypto";
import type { Config } from "#app/config/env.server.ts";
import { clientAddressKey } from "#app/lib/client-address.server.ts";
import { openDatabase, type DatabaseHandle } from "#app/db/connection.server.ts";
import { limiterFor, type Limiter } from "#app/infra/limiter.server.ts";
import { createOutbox, emailTransport, webhookTransport, type Outbox } from "#app/infra/outbox.server.ts";
import { settingValue } from "#app/infra/delivery-plans.server.ts";
import { createLeadService, type LeadService } from "#app/features/leads/service.server.ts";
import { createCheckoutService, type CheckoutService } from "#app/features/checkout/service.server.ts";
import { stripeGateway, type PaymentGateway } from "#app/features/checkout/stripe.server.ts";
import { createAnalytics, type Analytics } from "#app/features/analytics/events.server.ts";
import { isCountedPath } from "#app/features/analytics/counted-pages.server.ts";
import { shareSessionSecret, type SecretSharing } from "#app/config/shared-secret.server.ts";

/**
 * The service container: what the running server holds (the configuration, the database, the
 * lead and checkout services, the limiter and the outbox worker). Created once at boot
 * (server/app.ts: `createServices`) and reachable from route loaders and actions (`services()`).
 */
export interface Services {
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
  /** How the session secret is the same on every instance (the launch checklist says). */
  secretSharing: SecretSharing;
  close: () => Promise<void>;
}

let current: Services | undefined;

export async function createServices(cfg: Config, { startOutbox = true, gateway }: { startOutbox?: boolean; gateway?: PaymentGateway } = {}): Promise<Services> {
  const database = await openDatabase(cfg.databaseUrl);
  // Before anything signs or keys with it: on PostgreSQL every instance takes the shared secret
  // (issue 47), or refuses to start with a different one. The config object is the process's
  // own, so every reader of cfg.sessionSecret sees the shared value from here on.
  let secretSharing: SecretSharing;
  try {
    const shared = await shareSessionSecret(database, { secret: cfg.sessionSecret, fromEnv: cfg.sessionSecretFromEnv });
    cfg.sessionSecret = shared.secret;
    secretSharing = shared.sharing;
  } catch (err) {
    await database.close();
    throw err;
  }
  // Several instances only share state through PostgreSQL; one SQLite server keeps it in memory.
  const limiter = limiterFor(database);
  const outbox = createOutbox({
    database,
    intervalMs: cfg.outboxIntervalMs,
    sendTimeoutMs: cfg.outboxSendTimeoutMs,
    transports: { webhook: webhookTransport(), ...(cfg.smtp ? { email: emailTransport(cfg.smtp.url, cfg.smtp.from, cfg.outboxSendTimeoutMs) } : {}) },
    currentTarget: (setting) => settingValue(cfg, setting),
  });
  if (startOutbox) outbox.start();
  // The country header is believed only from a proxy the server trusts (TRUST_PROXY).
  const analytics = createAnalytics({ database, trustCountry: cfg.trustProxy !== false, isCountedPath });
  if (startOutbox) analytics.start();
  const created: Services = {
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
    secretSharing,
    async close() {
      await outbox.stop();
      await analytics.stop();
      await database.close();
    },
  };
  current = created;
  return created;
}

export function services(): Services {
  if (!current) throw new Error("The server's services have not been created (createServices).");
  return current;
}
