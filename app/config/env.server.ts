import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { site } from "#content/site.ts";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "#app/lib/private-files.server.ts";
import { webhookKeys, webhookVariable, type WebhookKey, type WebhookVariable } from "./lead-forms.ts";
import { oldNameOf, RENAMED_VARIABLES, type RenamedVariable } from "./renamed-variables.ts";
import type { TrustProxy } from "./trust-proxy.server.ts";
import { port, optionalSecret, httpUrl, trustProxy, DEFAULT_NOINDEX_HOSTS, noindexHosts, siteUrl, wholeNumber, wholeNumberWithin, nonEmpty, oneOf, matching, email } from "./env-fields.server.ts";

export { DEFAULT_NOINDEX_HOSTS } from "./env-fields.server.ts";

export type { TrustProxy };

/**
 * The one place the environment is read (ARCHITECTURE: one checked config module; checked with
 * valibot, the one validation library).
 * Everything has a default so `npm start` boots with no environment at all; a value that is
 * set but wrong stops the boot with a message naming the variable.
 */

/** Optional text, trimmed, matching `pattern`. */
const optionalMatching = (pattern: RegExp, message: string) => v.optional(matching(pattern, message));

/**
 * One `WEBHOOK_<KEY>_URL` per webhook setting of the lead forms' registration
 * (app/config/lead-forms.ts): a new form's variable is read, checked and known to the start log's
 * report with no line here.
 */
const leadWebhookFields = Object.fromEntries(webhookKeys.map((key) => [webhookVariable(key), httpUrl])) as Record<WebhookVariable, typeof httpUrl>;

const settings = {
  NODE_ENV: v.optional(oneOf(["development", "production", "test"]), "production"),
  PORT: v.optional(port, "3000"),
  HOST: v.optional(nonEmpty, "0.0.0.0"),
  DATA_DIR: v.optional(nonEmpty, "./data"),
  DATABASE_URL: optionalMatching(/^(postgres(ql)?:\/\/|file:|sqlite:)/, "must start with postgres://, postgresql://, file: or sqlite:"),
  ADMIN_PASSWORD: optionalSecret(8),
  PORTFOLIO_PASSWORD: optionalSecret(4),
  SESSION_SECRET: optionalSecret(32),
  ...leadWebhookFields,
  SMTP_URL: optionalMatching(/^smtps?:\/\/[^/]+/, "must look like smtp://user:password@host:587 or smtps://…"),
  NOTIFY_EMAIL_TO: v.optional(email),
  NOTIFY_EMAIL_FROM: v.optional(email),
  OUTBOX_INTERVAL_MS: v.optional(wholeNumber(100, "must be at least 100"), "5000"),
  OUTBOX_SEND_TIMEOUT_MS: v.optional(
    wholeNumberWithin(1000, "must be at least 1000", 30_000, "must be at most 30000 (SPEC: a form's request times out after 30 s)"),
    "30000",
  ),
  // Issue #15: the case study's live preview, and analytics (a Plausible-compatible event API).
  PORTFOLIO_PREVIEW_URL: httpUrl,
  ANALYTICS_ENDPOINT: httpUrl,
  ANALYTICS_DOMAIN: optionalMatching(/^[a-z0-9.-]+$/i, "must be a domain name, e.g. www.yourbusiness.com"),
  FORM_RATE_LIMIT_MAX: v.optional(wholeNumber(1, "must be at least 1"), "3"),
  // Operations (issue 26): /readyz, and `npm run backup`.
  OUTBOX_STUCK_AFTER_MS: v.optional(wholeNumber(10_000, "must be at least 10000"), "600000"),
  BACKUP_DIR: v.optional(nonEmpty),
  BACKUP_KEEP: v.optional(wholeNumber(1, "must be at least 1"), "14"),
  LOG_LEVEL: v.optional(oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  TRUST_PROXY: v.optional(trustProxy, "false"),
  // Payments (issue 14, docs/decisions/014). Optional: without them the site runs and the
  // checkout panel says that payments are not configured.
  STRIPE_SECRET_KEY: optionalMatching(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_…)"),
  STRIPE_PUBLISHABLE_KEY: optionalMatching(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)"),
  STRIPE_WEBHOOK_SECRET: optionalMatching(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)"),
  /** Tests only: where the Stripe SDK sends its API calls (a local fake). */
  STRIPE_API_BASE: httpUrl,
  // Scheduling: with a Calendly personal access token the server asks Calendly whether a booking
  // the embed reported exists (app/features/booking/verify.server.ts); without one, bookings are
  // stored as unverified.
  CALENDLY_TOKEN: optionalMatching(/^[\w.~+/=-]{20,4096}$/, "must be a Calendly personal access token"),
  /** Tests only: where the Calendly API calls go (a local fake). */
  CALENDLY_API_BASE: httpUrl,
  /** The owner's notice of a paid order: the checkout's own, not a form's (its leads' are in leadWebhookFields). */
  WEBHOOK_ORDER_PAID_URL: httpUrl,
  NOINDEX_HOSTS: v.optional(noindexHosts, DEFAULT_NOINDEX_HOSTS),
  SITE_URL: v.optional(siteUrl),
  /**
   * Hosts besides SITE_URL's that search engines may index (patterns as NOINDEX_HOSTS; none by
   * default): any other host that serves the site is told noindex (server/seo-hosts.ts).
   */
  INDEX_HOSTS: v.optional(noindexHosts, "none"),
};

/** A renamed variable's old name, checked as its new name is (read for a release: ./renamed-variables.ts). */
const renamedFields = Object.fromEntries(Object.entries(RENAMED_VARIABLES).map(([old, now]) => [old, settings[now]])) as {
  [Old in RenamedVariable]: (typeof settings)[(typeof RENAMED_VARIABLES)[Old]];
};

export const envSchema = v.object({ ...settings, ...renamedFields });

/** The environment as checked (defaults filled in, values converted). */
export type Env = v.InferOutput<typeof envSchema>;

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
export function missingStripeKeys(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_WEBHOOK_SECRET">): string[] {
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
  const result = v.safeParse(envSchema, cleaned);
  if (!result.success) {
    throw new ConfigError(result.issues.map((i) => `${v.getDotPath(i) ?? ""}: ${i.message}`));
  }
  // A live secret key with a test publishable key (or the reverse) is a pair from two accounts'
  // modes: Stripe.js would show a form that can never be paid. Said at the start, not at a buyer's.
  const secretMode = /_(test|live)_/.exec(result.output.STRIPE_SECRET_KEY ?? "")?.[1];
  const publishableMode = /_(test|live)_/.exec(result.output.STRIPE_PUBLISHABLE_KEY ?? "")?.[1];
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    throw new ConfigError([
      `STRIPE_SECRET_KEY is a ${secretMode} key but STRIPE_PUBLISHABLE_KEY a ${publishableMode} key: use both keys of the same mode (Stripe Dashboard, Developers, API keys)`,
    ]);
  }
  return result.output;
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
export function storagePaths(e: Pick<Env, "DATA_DIR" | "DATABASE_URL" | "BACKUP_DIR">) {
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
    webhooks: { ...leadWebhooks(e), orderPaid: e.WEBHOOK_ORDER_PAID_URL },
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

/** Each form's webhook setting from its variable, else from the variable's old name while that is still read. */
function leadWebhooks(e: Env): Partial<Record<WebhookKey, string>> {
  return Object.fromEntries(
    webhookKeys.map((key) => {
      const name = webhookVariable(key);
      const old = oldNameOf(name);
      return [key, e[name] ?? (old === undefined ? undefined : e[old])];
    }),
  );
}

let cached: Config | undefined;
/** The process-wide configuration, read on first use (the server reads it at boot). */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}
