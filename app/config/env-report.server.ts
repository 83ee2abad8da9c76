import { envSchema, type Config } from "./env.server.ts";
import { webhookVariable } from "./lead-forms.ts";
import { RENAMED_VARIABLES } from "./renamed-variables.ts";

/**
 * What the boot log says about the environment beyond what the schema checks. The schema drops the
 * names it does not know, so a misspelled one (SMTP_URI for SMTP_URL) would be ignored without a
 * word: leads stored and never forwarded. Such a name is warned about, never a reason to stop.
 */

/** The schema's names: the settings a deployer writes. */
const SETTINGS = Object.keys(envSchema.entries);

/**
 * Names read outside the schema, by the launcher and the scripts (server/launch.js, scripts/),
 * the tests and the bench, or by Compose from the same .env. Never reported, even with a site prefix.
 */
const READ_ELSEWHERE = [
  "BUILD_DIR",
  "DEBUG",
  "NODE_OPTIONS",
  "MALLOC_ARENA_MAX",
  "TZ",
  "CI",
  "INSIGHTS_DIR",
  "INSIGHTS_OG_IMAGES",
  "TEST_PG_PORT",
  "E2E_PORT",
  "TEST_PORT_BASE",
  "E2E_DATA_DIR",
  "E2E_SERVER_LOG",
  "CHROMIUM_PATH",
  "BENCH_PORT",
  "BENCH_PG_PORT",
  "BOOT_SCALE_DIR",
  "BOOT_SCALE_NODE_FLAGS",
  "BOOT_SCALE_PORT",
  "DESIGN_PORT",
  "VIEWS_ROWS",
  "SITE_DOMAIN",
  "SITE_REDIRECT_FROM",
  "ACME_EMAIL",
  "POSTGRES_PASSWORD",
  "COMPOSE_FILE",
];

const KNOWN = new Set([...SETTINGS, ...READ_ELSEWHERE]);
/** The ports of the test suites' own servers (`<SUITE>_TEST_PORT`, docs/development.md): one per suite, read by the tests. */
const TEST_PORT = /^[A-Z][A-Z0-9_]*_TEST_PORT$/;
const isKnown = (name: string) => KNOWN.has(name) || TEST_PORT.test(name);

/**
 * The site's prefixes: each setting's first word with its underscore (WEBHOOK_, SMTP_, STRIPE_…).
 * Not NODE_: Node's own variables (NODE_EXTRA_CA_CERTS…) share it.
 */
export const SITE_PREFIXES: readonly string[] = [...new Set(SETTINGS.filter((n) => n.includes("_")).map((n) => n.slice(0, n.indexOf("_") + 1)))].filter(
  (p) => p !== "NODE_",
);

/** Levenshtein distance: the fewest one-character insertions, deletions or changes from a to b. */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length] as number;
}

/**
 * The setting a name most likely meant: one a few edits away (two, or a quarter of its length),
 * or one it starts or ends short of (STRIPE_SECRET for STRIPE_SECRET_KEY); undefined when none is.
 */
export function closestSetting(name: string): string | undefined {
  const upper = name.toUpperCase();
  let best: { setting: string; distance: number } | undefined;
  for (const setting of SETTINGS) {
    const distance = editDistance(upper, setting);
    const close = distance <= Math.max(2, Math.floor(upper.length / 4)) || setting.startsWith(upper) || upper.startsWith(setting);
    if (close && (!best || distance < best.distance)) best = { setting, distance };
  }
  return best?.setting;
}

export interface UnknownVariable {
  name: string;
  suggestion: string | undefined;
  message: string;
}

/**
 * The variables set (not empty) whose names start like the site's settings (any case) but that
 * nothing here reads, by name, each with the setting it most likely meant.
 */
export function unknownSiteVariables(env: Record<string, string | undefined>): UnknownVariable[] {
  return Object.keys(env)
    .filter((name) => env[name] && !isKnown(name))
    .map((name) => ({ name, prefix: SITE_PREFIXES.find((p) => name.toUpperCase().startsWith(p)) }))
    .filter((v): v is { name: string; prefix: string } => v.prefix !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, prefix }) => {
      const suggestion = closestSetting(name);
      const said = `${name} is set, but the site reads no variable of that name: it has no effect`;
      const message = suggestion
        ? `${said}. Did you mean ${suggestion}?`
        : `${said} (the ${prefix} variables it reads: ${SETTINGS.filter((s) => s.startsWith(prefix)).join(", ")})`;
      return { name, suggestion, message };
    });
}


/** The start log's warning for each renamed variable still set under its old name. */
export function renamedVariables(env: Record<string, string | undefined>): { name: string; now: string; message: string }[] {
  return Object.entries<string>(RENAMED_VARIABLES)
    .filter(([old]) => env[old])
    .map(([old, now]) => ({
      name: old,
      now,
      message: env[now]
        ? `${old} is deprecated and ignored: ${now} is set too, and is what the site reads. Remove ${old}.`
        : `${old} is deprecated: rename it ${now}. It is still read in this release, not in the next one.`,
    }));
}

/**
 * Where the site sends things, by name only (a URL or address can hold a secret): the
 * deliveries of submissions and notices, then the services it calls.
 */
export function outboundChannels(cfg: Pick<Config, "webhooks" | "smtp" | "stripe" | "scheduler" | "analytics">): { deliveries: string[]; services: string[]; message: string } {
  const deliveries = [
    ...(Object.keys(cfg.webhooks) as (keyof Config["webhooks"])[]).filter((k) => cfg.webhooks[k]).map((k) => webhookVariable(k)),
    ...(cfg.smtp ? ["SMTP_URL (e-mail)"] : []),
  ];
  const services = [...(cfg.stripe ? ["Stripe"] : []), ...(cfg.scheduler ? ["Calendly"] : []), ...(cfg.analytics ? ["analytics (ANALYTICS_ENDPOINT)"] : [])];
  const forwarded = deliveries.length
    ? `submissions and notices are forwarded through ${deliveries.join(", ")}`
    : "submissions are stored but forwarded nowhere (no WEBHOOK_…_URL or SMTP_URL is set)";
  return { deliveries, services, message: `outbound: ${forwarded}; services called: ${services.length ? services.join(", ") : "none"}` };
}
