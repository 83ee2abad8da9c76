import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { site } from "#content/site.ts";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "#app/lib/private-files.server.ts";
import type { WebhookKey } from "./lead-forms";
import type { TrustProxy } from "./trust-proxy.server";
import { port, optionalSecret, httpUrl, trustProxy, DEFAULT_NOINDEX_HOSTS, noindexHosts, siteUrl } from "./env-fields.server";

export { DEFAULT_NOINDEX_HOSTS } from "./env-fields.server";

export type { TrustProxy };

/**
 * The one place the environment is read (ARCHITECTURE: one zod-checked config module).
 * Everything has a default so `npm start` boots with no environment at all; a value that is
 * set but wrong stops the boot with a message naming the variable.
 */

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(v), "must start with postgres://, postgresql://, file: or sqlite:")
    .optional(),
  ADMIN_PASSWORD: optionalSecret(8),
  PORTFOLIO_PASSWORD: optionalSecret(4),
  SESSION_SECRET: optionalSecret(32),
  WEBHOOK_CONTACT_URL: httpUrl,
  WEBHOOK_GET_IN_TOUCH_URL: httpUrl,
  WEBHOOK_PORTFOLIO_REQUEST_URL: httpUrl,
  /** WEBHOOK_PORTFOLIO_REQUEST_URL's name until issue 49: still read for a release, with a warning at start (deprecatedEnvNames). */
  WEBHOOK_PORTFOLIO_URL: httpUrl,
  WEBHOOK_NEWSLETTER_URL: httpUrl,
  WEBHOOK_INSIGHTS_NEWSLETTER_URL: httpUrl,
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/[^/]+/.test(v), "must look like smtp://user:password@host:587 or smtps://…")
    .optional(),
  NOTIFY_EMAIL_TO: z.email({ error: "must be an e-mail address" }).optional(),
  NOTIFY_EMAIL_FROM: z.email({ error: "must be an e-mail address" }).optional(),
  OUTBOX_INTERVAL_MS: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(100, "must be at least 100").default(5000),
  OUTBOX_SEND_TIMEOUT_MS: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1000, "must be at least 1000")
    .max(30_000, "must be at most 30000 (SPEC: a form's request times out after 30 s)")
    .default(30_000),
  // Issue #15: the case study's live preview, and analytics (a Plausible-compatible event API).
  PORTFOLIO_PREVIEW_URL: httpUrl,
  ANALYTICS_ENDPOINT: httpUrl,
  ANALYTICS_DOMAIN: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/i, "must be a domain name, e.g. www.yourbusiness.com")
    .optional(),
  FORM_RATE_LIMIT_MAX: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").default(3),
  // Operations (issue 26): /readyz, and `npm run backup`.
  OUTBOX_STUCK_AFTER_MS: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(10_000, "must be at least 10000").default(600_000),
  BACKUP_DIR: z.string().trim().min(1, "must not be empty").optional(),
  BACKUP_KEEP: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").default(14),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  // Payments (issue 14, docs/decisions/014). Optional: without them the site runs and the
  // checkout panel says that payments are not configured.
  STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_…)").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)").optional(),
  /** Tests only: where the Stripe SDK sends its API calls (a local fake). */
  STRIPE_API_BASE: httpUrl,
  // Scheduling: with a Calendly personal access token the server asks Calendly whether a booking
  // the embed reported exists (app/features/booking/verify.server.ts); without one, bookings are
  // stored as unverified.
  CALENDLY_TOKEN: z.string().trim().regex(/^[\w.~+/=-]{20,4096}$/, "must be a Calendly personal access token").optional(),
  /** Tests only: where the Calendly API calls go (a local fake). */
  CALENDLY_API_BASE: httpUrl,
  WEBHOOK_STRATEGY_CALL_LEAD_URL: httpUrl,
  WEBHOOK_PREMIUM_STRATEGY_LEAD_URL: httpUrl,
  WEBHOOK_ORDER_PAID_URL: httpUrl,
  NOINDEX_HOSTS: noindexHosts.prefault(DEFAULT_NOINDEX_HOSTS),
  SITE_URL: siteUrl.optional(),
  /**
   * Hosts besides SITE_URL's that search engines may index (patterns as NOINDEX_HOSTS; none by
   * default): any other host that serves the site is told noindex (server/seo-hosts.ts).
   */
  INDEX_HOSTS: noindexHosts.prefault("none"),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  adminPassword: string | undefined;
  portfolioPassword: string | undefined;
  sessionSecret: string;
  /** SESSION_SECRET was set (else generated): on PostgreSQL, shared as it is or through the database (shared-secret.server.ts). */
  sessionSecretFromEnv: boolean;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Where each form's submissions are forwarded (contact and chat share one, SPEC §7). */
  webhooks: Partial<Record<WebhookKey, string>> & {
    /** The owner's notice of a paid order. */
    orderPaid?: string;
  };
  /** Stripe (issue 14); `undefined` when the keys are not all set: then nobody can pay. */
  stripe: StripeConfig | undefined;
  /** The payment variables not set (the boot log warns once when any is missing). */
  stripeMissing: string[];
  /** Calendly's API, to verify reported bookings; `undefined` without CALENDLY_TOKEN. */
  scheduler: { token: string; apiBase: string } | undefined;
  smtp: { url: string; to: string; from: string } | undefined;
  outboxIntervalMs: number;
  /** Each webhook call and e-mail is cut off after this; a claim lasts longer (outbox.server.ts). */
  outboxSendTimeoutMs: number;
  formRateLimitMax: number;
  /** /readyz answers 503 when a due delivery has waited longer than this for a worker (server/health.ts). */
  outboxStuckAfterMs: number;
  /** The site the case study's live preview frames (default: the site's public address, siteUrl). */
  portfolioPreviewUrl: string;
  /** Where the bundled tracker sends events after analytics consent; none by default (DECISIONS 12). */
  analytics: { endpoint: string; domain: string } | undefined;
  /** Host patterns served with noindex and a disallowing robots.txt (server/seo-hosts.ts). */
  noindexHosts: readonly string[];
  /** The site's public address, an https origin: SITE_URL, else content/site.ts (app/lib/site-url.ts). */
  siteUrl: string;
  /** Host patterns indexed besides SITE_URL's host (INDEX_HOSTS; server/seo-hosts.ts). */
  indexHosts: readonly string[];
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Unset: webhooks cannot be verified and are refused with 503 (Stripe retries them). */
  webhookSecret: string | undefined;
  /** A local API (tests): host, port and protocol for the SDK. */
  api: { host: string; port: number; protocol: "http" | "https" } | undefined;
}

/** Which payment keys are missing, for the boot log's one warning. */
export function missingStripeKeys(env: Pick<z.infer<typeof envSchema>, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_WEBHOOK_SECRET">): string[] {
  return (["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter((k) => !env[k]);
}

function stripeApi(base: string | undefined): StripeConfig["api"] {
  if (!base) return undefined;
  const u = new URL(base);
  const protocol = u.protocol === "http:" ? "http" : "https";
  return { host: u.hostname, port: Number(u.port || (protocol === "http" ? 80 : 443)), protocol };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses an environment (defaults to process.env). Throws ConfigError naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined>) {
  // An empty variable means "not set": deployers often write `FOO=` in .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  // A live secret key with a test publishable key (or the reverse) is a pair from two accounts'
  // modes: Stripe.js would show a form that can never be paid. Said at the start, not at a buyer's.
  const secretMode = /_(test|live)_/.exec(result.data.STRIPE_SECRET_KEY ?? "")?.[1];
  const publishableMode = /_(test|live)_/.exec(result.data.STRIPE_PUBLISHABLE_KEY ?? "")?.[1];
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    throw new ConfigError([
      `STRIPE_SECRET_KEY is a ${secretMode} key but STRIPE_PUBLISHABLE_KEY a ${publishableMode} key: use both keys of the same mode (Stripe Dashboard, Developers, API keys)`,
    ]);
  }
  return result.data;
}

/**
 * Secrets the app needs but the deployer did not set are generated once and kept in
 * DATA_DIR, so sessions survive restarts without any setup.
 */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets.json");
  let stored: Record<string, string> = {};
  // None yet: one is made below. One that is there but unreadable is never replaced: a new
  // secret would sign everyone out, void every lead's token and change every client's key.
  let text: string | null = null;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  if (text !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new ConfigError([`${file} is not the JSON object of secrets this site wrote: restore it from a backup (npm run restore) or fix it; it is not replaced, as a new ${name} would sign everyone out`]);
    }
    stored = parsed as Record<string, string>;
  }
  const existing = stored[name];
  if (typeof existing === "string" && existing.length >= 32) return existing;
  const value = randomBytes(32).toString("base64url");
  ensurePrivateDir(dataDir);
  writeFileSync(file, JSON.stringify({ ...stored, [name]: value }, null, 2), { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
  return value;
}

/**
 * Where the data lives, without generating anything (the operations scripts read this: a restore
 * into a fresh DATA_DIR must not create a secrets.json first).
 */
export function storagePaths(e: Pick<z.infer<typeof envSchema>, "DATA_DIR" | "DATABASE_URL" | "BACKUP_DIR">) {
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `file:${path.join(dataDir, "site.db")}`,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, "backups")),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv(env);
  const { dataDir, databaseUrl } = storagePaths(e);
  // The content's address as an origin too (a trailing slash there would double every path's).
  const publicUrl = e.SITE_URL ?? new URL(site.url).origin;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    adminPassword: e.ADMIN_PASSWORD,
    portfolioPassword: e.PORTFOLIO_PASSWORD,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir, "SESSION_SECRET"),
    sessionSecretFromEnv: e.SESSION_SECRET !== undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webhooks: {
      contact: e.WEBHOOK_CONTACT_URL,
      getInTouch: e.WEBHOOK_GET_IN_TOUCH_URL,
      portfolioRequest: e.WEBHOOK_PORTFOLIO_REQUEST_URL ?? e.WEBHOOK_PORTFOLIO_URL,
      newsletter: e.WEBHOOK_NEWSLETTER_URL,
      insightsNewsletter: e.WEBHOOK_INSIGHTS_NEWSLETTER_URL,
      strategyCallLead: e.WEBHOOK_STRATEGY_CALL_LEAD_URL,
      premiumStrategyLead: e.WEBHOOK_PREMIUM_STRATEGY_LEAD_URL,
      orderPaid: e.WEBHOOK_ORDER_PAID_URL,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, api: stripeApi(e.STRIPE_API_BASE) }
        : undefined,
    stripeMissing: missingStripeKeys(e),
    scheduler: e.CALENDLY_TOKEN ? { token: e.CALENDLY_TOKEN, apiBase: e.CALENDLY_API_BASE ?? "https://api.calendly.com" } : undefined,
    smtp: e.SMTP_URL
      ? { url: e.SMTP_URL, to: e.NOTIFY_EMAIL_TO ?? site.email, from: e.NOTIFY_EMAIL_FROM ?? e.NOTIFY_EMAIL_TO ?? site.email }
      : undefined,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    outboxSendTimeoutMs: e.OUTBOX_SEND_TIMEOUT_MS,
    formRateLimitMax: e.FORM_RATE_LIMIT_MAX,
    outboxStuckAfterMs: e.OUTBOX_STUCK_AFTER_MS,
    portfolioPreviewUrl: e.PORTFOLIO_PREVIEW_URL ?? publicUrl,
    analytics: e.ANALYTICS_ENDPOINT ? { endpoint: e.ANALYTICS_ENDPOINT, domain: e.ANALYTICS_DOMAIN ?? new URL(publicUrl).hostname } : undefined,
    noindexHosts: e.NOINDEX_HOSTS,
    siteUrl: publicUrl,
    indexHosts: e.INDEX_HOSTS,
  };
}

let cached: Config | undefined;
/** The process-wide configuration, read on first use (the server reads it at boot). */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}
