import type { SecretSharing } from "#app/config/shared-secret.server.ts";
import { FACTS_FILE, PHOTO_FILE, type LaunchFacts } from "./facts.server.ts";
import { STATUS_LABELS, type LaunchStatus } from "./statuses.ts";

export { STATUS_LABELS, type LaunchStatus };

/**
 * The launch checklist (issue 47, item 3): one list, said in the start log (server/app.ts), on
 * the owner's admin (/admin/launch, and a badge on the dashboard) and by `npm run check:launch`,
 * which exits non-zero while an item is `fail`. A pure function of what it is given: the
 * business facts (./facts.server.ts), the settings, and readings of the site's data.
 *
 * - ok: done.
 * - warn: the site works, but less than it could (no photo, payments off, no backup yet).
 * - fail: a live site would be hurt (someone else's address, e-mail or calendar; test payments;
 *   a broken proxy setting): a deploy script refuses to go live.
 */
export interface LaunchItem {
  id: string;
  status: LaunchStatus;
  title: string;
  /** What it affects: why it matters. */
  why: string;
  /** The one place to change it. */
  fix: string;
}

export interface LaunchSettings {
  nodeEnv: "development" | "production" | "test";
  stripe: { secretKey: string; webhookSecret: string | undefined } | undefined;
  stripeMissing: readonly string[];
  webhooksSet: number;
  smtp: boolean;
  trustsProxy: boolean;
  adminOpen: boolean;
}

export interface LaunchReadings {
  lastBackupAt: Date | null;
  proxySeenAt: Date | null;
  /** How the session secret is shared; "mismatch": an instance on the database signs with another. */
  secretSharing: SecretSharing | "mismatch";
}

const DAY_MS = 24 * 3600_000;

/** The sample site's placeholders: example.com (and its kind), or a profile named 'example'. */
export function isSampleAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.includes("://") ? value : `mailto:${value}`);
  } catch {
    return false;
  }
  const host = url.protocol === "mailto:" ? (url.pathname.split("@")[1] ?? "") : url.hostname;
  if (/(^|\.)example\.(com|org|net)$|\.(example|invalid|test)$|^example$/i.test(host)) return true;
  return url.pathname.split("/").some((segment) => /^@?example$/i.test(segment));
}

export function launchChecklist(facts: LaunchFacts, settings: LaunchSettings, readings: LaunchReadings, now: Date = new Date()): LaunchItem[] {
  const items: LaunchItem[] = [];
  const add = (id: string, status: LaunchStatus, title: string, why: string, fix: string) => items.push({ id, status, title, why, fix });

  add(
    "site-address",
    isSampleAddress(facts.siteUrl) ? "fail" : "ok",
    isSampleAddress(facts.siteUrl) ? `The site's address is still the sample (${facts.siteUrl})` : `The site's address is ${facts.siteUrl}`,
    "Search engines, shared links, the sitemap, feeds and e-mails use it: the sample's sends them to someone else's site.",
    `SITE_URL (environment), or url in ${FACTS_FILE}`,
  );
  const sampleEmail = isSampleAddress(facts.contactEmail);
  add(
    "contact-email",
    sampleEmail ? "fail" : "ok",
    sampleEmail ? `The contact e-mail is still the sample (${facts.contactEmail})` : `The contact e-mail is ${facts.contactEmail}`,
    "Visitors see it on the contact page and write to it; the owner's notices go to it when NOTIFY_EMAIL_TO is not set.",
    `email in ${FACTS_FILE}`,
  );
  /** Links of one kind (social, scheduler): failed while any is still the sample's, naming those. */
  const addLinks = (id: string, links: LaunchFacts["socialLinks"], kind: string, why: string, field: string) => {
    const sample = links.filter((l) => isSampleAddress(l.href));
    add(id, sample.length ? "fail" : "ok", sample.length ? `${kind} still the sample: ${sample.map((l) => l.label).join(", ")}` : `${kind} are the owner's`, why, `${field} in ${FACTS_FILE}`);
  };
  addLinks("social-links", facts.socialLinks, "Social links", "The footer and the contact page link them: the sample's lead visitors to profiles that are not the owner's.", "social");
  addLinks(
    "scheduler-links",
    facts.schedulerLinks,
    "Scheduler links",
    "Visitors book the free chat and the strategy session through them: with the sample's, nobody's calendar gets the booking.",
    "scheduling",
  );
  add(
    "owner-photo",
    facts.hasOwnerPhoto ? "ok" : "warn",
    facts.hasOwnerPhoto ? "The owner's photo is in place" : "No photo of the owner yet",
    "Until there is one, the portraits show your name in type and the heroes the strategy kit: people buy from a face.",
    `${PHOTO_FILE} (then rebuild)`,
  );

  const { stripe } = settings;
  const testKeyLive = stripe !== undefined && settings.nodeEnv === "production" && /^(sk|rk)_test_/.test(stripe.secretKey);
  const payment: [LaunchStatus, string] =
    settings.stripeMissing.length === 3
      ? ["warn", "Payments are off (no Stripe keys)"]
      : !stripe
        ? ["fail", `Payments half set: ${settings.stripeMissing.join(", ")} missing`]
        : testKeyLive
          ? ["fail", "Stripe test keys in production: nobody can really pay"]
          : !stripe.webhookSecret
            ? ["fail", "No Stripe webhook secret: paid orders are never confirmed"]
            : ["ok", "Payments are set up"];
  add(
    "payments",
    ...payment,
    "The two paid sessions take payment through Stripe; an order is confirmed only by Stripe's signed webhook.",
    "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (environment; live keys in production)",
  );
  const delivered = settings.webhooksSet > 0 || settings.smtp;
  add(
    "lead-delivery",
    delivered ? "ok" : "warn",
    delivered ? "Leads are forwarded as they arrive" : "Leads are stored only: nothing tells the owner a new one arrived",
    "Without a webhook or e-mail, a lead waits in the admin's inbox until someone looks.",
    "SMTP_URL and NOTIFY_EMAIL_TO, or a WEBHOOK_…_URL (environment)",
  );
  const backupAge = readings.lastBackupAt ? now.getTime() - readings.lastBackupAt.getTime() : null;
  add(
    "backups",
    backupAge === null ? "warn" : backupAge > DAY_MS ? "fail" : "ok",
    backupAge === null
      ? "No backup made yet"
      : backupAge > DAY_MS
        ? `The last backup is more than a day old (${readings.lastBackupAt!.toISOString()}): the schedule has stopped`
        : `Last backup ${readings.lastBackupAt!.toISOString()}`,
    "Leads, orders and subscribers live only in the database: a lost disk loses them all.",
    "the backup schedule: a daily npm run backup (deploy/strategist-site-backup.timer, or cron in the container: docs/deployment.md, Backups)",
  );
  const proxyUntrusted = !settings.trustsProxy && readings.proxySeenAt !== null;
  add(
    "trust-proxy",
    proxyUntrusted ? "fail" : "ok",
    proxyUntrusted ? `Requests arrive through a proxy, but TRUST_PROXY is not set (seen ${readings.proxySeenAt!.toISOString()})` : "Proxy setting matches the requests seen",
    "Behind an untrusted proxy every visitor has the proxy's address: one rate limit for all, and the admin's sign-in refused over HTTPS.",
    "TRUST_PROXY (environment; usually 1)",
  );
  add(
    "shared-secret",
    readings.secretSharing === "mismatch" ? "fail" : "ok",
    readings.secretSharing === "mismatch"
      ? "Instances on this database sign with different SESSION_SECRETs"
      : readings.secretSharing === "single-database"
        ? "One instance on its own database: its secret is its own"
        : readings.secretSharing === "shared-generated"
          ? "Every instance shares the secret kept in the database"
          : "Every instance has the same SESSION_SECRET",
    "With different secrets, a checkout started on one instance fails on another and the owner is signed out at random.",
    "SESSION_SECRET (environment): the same on every instance, or unset on all",
  );
  add(
    "admin",
    settings.adminOpen ? "ok" : "warn",
    settings.adminOpen ? "The admin area is open to the owner" : "The admin area is closed: no password yet",
    "The inbox, orders and subscribers are read there.",
    "ADMIN_PASSWORD (environment), or npm run admin:password",
  );
  return items;
}

/** Items that would hurt a live site: `npm run check:launch` exits 1 while there is one. */
export const blocksLaunch = (items: readonly LaunchItem[]) => items.some((i) => i.status === "fail");
export const openItems = (items: readonly LaunchItem[]) => items.filter((i) => i.status !== "ok");

/** The one line per open item of the start log and the CLI. */
export const itemLine = (i: LaunchItem) => `${STATUS_LABELS[i.status]}: ${i.title}. ${i.why} Change it in ${i.fix}.`;
