import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blocksLaunch, isSampleAddress, itemLine, launchChecklist, type LaunchReadings, type LaunchSettings } from "./checklist.server.ts";
import { launchFacts, type LaunchFacts } from "./facts.server.ts";

/** Issue 47, item 3: each item of the launch checklist, from a site with everything done. */
const now = new Date("2026-12-06T12:00:00Z");
const facts: LaunchFacts = {
  siteUrl: "https://www.realbiz.com",
  siteUrlFrom: "SITE_URL",
  contactEmail: "jo@realbiz.com",
  socialLinks: [{ label: "LinkedIn", href: "https://www.linkedin.com/in/jo-real" }],
  schedulerLinks: [{ label: "chat", href: "https://calendly.com/jo-real/30min" }],
  hasOwnerPhoto: true,
};
const settings: LaunchSettings = {
  nodeEnv: "production",
  stripe: { secretKey: "sk_live_abc", webhookSecret: "whsec_abc" },
  stripeMissing: [],
  webhooksSet: 0,
  smtp: true,
  trustsProxy: true,
  adminOpen: true,
};
const readings: LaunchReadings = { lastBackupAt: new Date(now.getTime() - 3600_000), proxySeenAt: null, secretSharing: "shared-generated" };

const item = (id: string, f: Partial<LaunchFacts> = {}, s: Partial<LaunchSettings> = {}, r: Partial<LaunchReadings> = {}) => {
  const found = launchChecklist({ ...facts, ...f }, { ...settings, ...s }, { ...readings, ...r }, now).find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

describe("the launch checklist", () => {
  it("a site with everything done: every item ok, nothing blocks the launch", () => {
    const items = launchChecklist(facts, settings, readings, now);
    expect(items.filter((i) => i.status !== "ok")).toEqual([]);
    expect(blocksLaunch(items)).toBe(false);
    expect(items.map((i) => i.id)).toEqual(["site-address", "contact-email", "social-links", "scheduler-links", "owner-photo", "payments", "lead-delivery", "backups", "trust-proxy", "shared-secret", "admin"]);
  });

  it("the sample site as it ships: its address, e-mail, social and scheduler links, photo", () => {
    const sample = launchFacts({});
    expect(sample.siteUrl).toBe("https://www.example.com");
    const items = launchChecklist(sample, settings, readings, now);
    const status = Object.fromEntries(items.map((i) => [i.id, i.status]));
    expect(status).toMatchObject({ "site-address": "fail", "contact-email": "fail", "social-links": "fail", "scheduler-links": "fail", "owner-photo": "warn" });
    expect(blocksLaunch(items)).toBe(true);
    // SITE_URL over content/site.ts's address.
    expect(launchFacts({ SITE_URL: "https://www.realbiz.com" })).toMatchObject({ siteUrl: "https://www.realbiz.com", siteUrlFrom: "SITE_URL" });
  });

  it("site address: the sample's fails, naming the one place to change it", () => {
    const i = item("site-address", { siteUrl: "https://www.example.com" });
    expect(i.status).toBe("fail");
    expect(itemLine(i)).toBe(
      "Must fix before going live: The site's address is still the sample (https://www.example.com). Search engines, shared links, the sitemap, feeds and e-mails use it: the sample's sends them to someone else's site. Change it in SITE_URL (environment), or url in content/site.ts.",
    );
  });

  it("contact e-mail, social links and scheduler links: the sample's fail, each named", () => {
    expect(item("contact-email", { contactEmail: "hello@example.com" }).status).toBe("fail");
    const social = item("social-links", { socialLinks: [{ label: "YouTube", href: "https://www.youtube.com/@example" }, ...facts.socialLinks] });
    expect(social).toMatchObject({ status: "fail", title: "Social links still the sample: YouTube" });
    expect(item("scheduler-links", { schedulerLinks: [{ label: "chat", href: "https://calendly.com/example/30min" }] }).status).toBe("fail");
    for (const sample of ["https://www.example.com", "hello@example.com", "https://www.instagram.com/example", "https://calendly.com/example/strategy-session", "https://shop.example.org/x"]) expect(isSampleAddress(sample), sample).toBe(true);
    for (const real of ["https://www.realbiz.com", "jo@realbiz.com", "https://www.instagram.com/examples-of-jo", "https://calendly.com/jo/example-call"]) expect(isSampleAddress(real), real).toBe(false);
  });

  it("no owner photo: recommended, not blocking", () => {
    const i = item("owner-photo", { hasOwnerPhoto: false });
    expect(i).toMatchObject({ status: "warn", fix: "content/images/owner-photo.jpg (then rebuild)" });
    expect(blocksLaunch([i])).toBe(false);
  });

  it("payments: keys missing (off, recommended), half set, test keys in production, no webhook secret (blocking)", () => {
    expect(item("payments", {}, { stripe: undefined, stripeMissing: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] }).status).toBe("warn");
    expect(item("payments", {}, { stripe: undefined, stripeMissing: ["STRIPE_PUBLISHABLE_KEY"] })).toMatchObject({ status: "fail", title: "Payments half set: STRIPE_PUBLISHABLE_KEY missing" });
    expect(item("payments", {}, { stripe: { secretKey: "sk_test_abc", webhookSecret: "whsec_abc" } })).toMatchObject({ status: "fail", title: "Stripe test keys in production: nobody can really pay" });
    // Test keys are right on a development machine.
    expect(item("payments", {}, { nodeEnv: "development", stripe: { secretKey: "sk_test_abc", webhookSecret: "whsec_abc" } }).status).toBe("ok");
    expect(item("payments", {}, { stripe: { secretKey: "sk_live_abc", webhookSecret: undefined }, stripeMissing: ["STRIPE_WEBHOOK_SECRET"] }).status).toBe("fail");
  });

  it("no delivery for leads (no webhook, no SMTP): stored only, recommended", () => {
    expect(item("lead-delivery", {}, { smtp: false, webhooksSet: 0 })).toMatchObject({ status: "warn", title: "Leads are stored only: nothing tells the owner a new one arrived" });
    expect(item("lead-delivery", {}, { smtp: false, webhooksSet: 1 }).status).toBe("ok");
  });

  it("backups: none yet (recommended); the last more than a day old (blocking: the schedule stopped)", () => {
    expect(item("backups", {}, {}, { lastBackupAt: null }).status).toBe("warn");
    expect(item("backups", {}, {}, { lastBackupAt: new Date(now.getTime() - 23 * 3600_000) }).status).toBe("ok");
    expect(item("backups", {}, {}, { lastBackupAt: new Date(now.getTime() - 25 * 3600_000) }).status).toBe("fail");
  });

  it("TRUST_PROXY unset while requests came through a proxy: blocking; set, or no proxy seen: ok", () => {
    const seen = new Date("2026-12-06T10:00:00Z");
    expect(item("trust-proxy", {}, { trustsProxy: false }, { proxySeenAt: seen }).status).toBe("fail");
    expect(item("trust-proxy", {}, { trustsProxy: false }, { proxySeenAt: null }).status).toBe("ok");
    expect(item("trust-proxy", {}, { trustsProxy: true }, { proxySeenAt: seen }).status).toBe("ok");
  });

  it("instances signing with different secrets: blocking; shared or single: ok", () => {
    expect(item("shared-secret", {}, {}, { secretSharing: "mismatch" }).status).toBe("fail");
    for (const s of ["single-database", "shared-generated", "shared-explicit"] as const) expect(item("shared-secret", {}, {}, { secretSharing: s }).status).toBe("ok");
  });

  it("the admin closed: recommended, with the variable and the command", () => {
    expect(item("admin", {}, { adminOpen: false })).toMatchObject({ status: "warn", fix: "ADMIN_PASSWORD (environment), or npm run admin:password" });
  });

  it("a guide an item sends the owner to has the section it names (the backups' is the deployment guide's)", () => {
    expect(item("backups").fix).toContain("docs/deployment.md, Backups");
    for (const i of launchChecklist(facts, settings, readings, now)) {
      for (const [, doc, section] of i.fix.matchAll(/(docs\/[\w-]+\.md), ([^)]+)\)/g)) {
        const headings = readFileSync(path.resolve(import.meta.dirname, "../../..", doc as string), "utf8").match(/^#+ .*$/gm) ?? [];
        expect(headings.some((h) => h.includes(section as string)), `${doc} has a heading with "${section}"`).toBe(true);
      }
    }
  });
});
