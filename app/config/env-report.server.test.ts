import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closestSetting, editDistance, outboundChannels, SITE_PREFIXES, unknownSiteVariables } from "./env-report.server.ts";
import { envSchema } from "./env.server.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Every name the project's code reads as process.env.NAME or process.env["NAME"]. */
function namesReadByTheCode(): string[] {
  const names = new Set<string>();
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) {
      for (const f of readdirSync(p)) if (f !== "node_modules" && f !== "results") walk(path.join(p, f));
    } else if (/\.(ts|tsx|js)$/.test(p)) {
      for (const m of readFileSync(p, "utf8").matchAll(/process\.env(?:\.|\[")([A-Z][A-Z0-9_]*)/g)) names.add(m[1] as string);
    }
  };
  for (const d of ["app", "server", "scripts", "tests", "bench", "tools", "react-router.config.ts", "vite.config.ts", "playwright.config.ts"]) walk(path.join(root, d));
  return [...names];
}

describe("variables nothing reads", () => {
  it("a misspelled one is named with the setting it meant", () => {
    const found = unknownSiteVariables({
      WEBHOOK_CONTACTS_URL: "https://hooks.example.com/c",
      SMTP_URI: "smtp://u:p@mail.example.com:587",
      STRIPE_SECRET: "sk_test_1",
      ADMIN_PASWORD: "secret-password",
      BACKUP_DIRECTORY: "/srv/backups",
      webhook_contact_url: "https://hooks.example.com/c",
    });
    expect(found.map((v) => [v.name, v.suggestion])).toEqual([
      ["ADMIN_PASWORD", "ADMIN_PASSWORD"],
      ["BACKUP_DIRECTORY", "BACKUP_DIR"],
      ["SMTP_URI", "SMTP_URL"],
      ["STRIPE_SECRET", "STRIPE_SECRET_KEY"],
      ["webhook_contact_url", "WEBHOOK_CONTACT_URL"],
      ["WEBHOOK_CONTACTS_URL", "WEBHOOK_CONTACT_URL"],
    ]);
    expect(found.find((v) => v.name === "SMTP_URI")?.message).toBe("SMTP_URI is set, but the site reads no variable of that name: it has no effect. Did you mean SMTP_URL?");
    // Names only: a value (here a password) is never in a message.
    expect(found.map((v) => v.message).join("\n")).not.toMatch(/secret-password|u:p@/);
  });

  it("one close to no setting names those of its prefix", () => {
    const [smtp] = unknownSiteVariables({ SMTP_HOST: "mail.example.com" });
    expect(smtp?.suggestion).toBeUndefined();
    expect(smtp?.message).toBe("SMTP_HOST is set, but the site reads no variable of that name: it has no effect (the SMTP_ variables it reads: SMTP_URL)");
  });

  it("a known name, an empty one, or one outside the site's prefixes is not reported", () => {
    expect(
      unknownSiteVariables({
        WEBHOOK_CONTACT_URL: "https://hooks.example.com/c",
        ADMIN_PASSWORD: "secret-password",
        LOG_LEVEL: "info",
        BUILD_DIR: "build.next",
        DEBUG: "1",
        BACKUP_TEST_PORT: "4602",
        SMTP_URI: "",
        NODE_EXTRA_CA_CERTS: "/etc/ssl/ca.pem",
        PATH: "/usr/bin",
        HOME: "/srv/site",
        POSTGRES_PASSWORD: "x",
        COMPOSE_FILE: "compose.sqlite.yaml",
      }),
    ).toEqual([]);
  });

  it("the prefixes are the settings' own, without Node's", () => {
    for (const p of ["WEBHOOK_", "SMTP_", "NOTIFY_", "STRIPE_", "OUTBOX_", "BACKUP_", "ADMIN_", "PORTFOLIO_", "ANALYTICS_", "FORM_", "CALENDLY_"]) expect(SITE_PREFIXES).toContain(p);
    expect(SITE_PREFIXES).not.toContain("NODE_");
    for (const name of Object.keys(envSchema.entries)) expect(name.includes("_") ? name.startsWith("NODE_") || SITE_PREFIXES.some((p) => name.startsWith(p)) : true).toBe(true);
  });

  it("no name the code reads (app, server, scripts, tests, bench, tools) is reported", () => {
    const names = namesReadByTheCode();
    expect(names).toEqual(expect.arrayContaining(["BUILD_DIR", "DEBUG", "LOG_LEVEL", "BACKUP_TEST_PORT", "INSIGHTS_DIR"]));
    expect(unknownSiteVariables(Object.fromEntries(names.map((n) => [n, "x"])))).toEqual([]);
  });

  it("measures closeness by edits", () => {
    expect(editDistance("SMTP_URI", "SMTP_URL")).toBe(1);
    expect(editDistance("", "ABC")).toBe(3);
    expect(editDistance("KITTEN", "SITTING")).toBe(3);
    expect(closestSetting("WEBHOOK_URL")).toBeUndefined();
  });
});

describe("outbound channels", () => {
  const none = { webhooks: {}, smtp: undefined, stripe: undefined, scheduler: undefined, analytics: undefined };

  it("names each delivery and service set, never a value", () => {
    const out = outboundChannels({
      webhooks: { contact: "https://hooks.example.com/secret-token", orderPaid: "https://hooks.example.com/paid" },
      smtp: { url: "smtp://user:pw@mail.example.com:587", to: "owner@example.com", from: "site@example.com" },
      stripe: { secretKey: "sk_test_x", publishableKey: "pk_test_x", webhookSecret: undefined, api: undefined },
      scheduler: undefined,
      analytics: { endpoint: "https://plausible.io/api/event", domain: "www.example.com" },
    });
    expect(out.deliveries).toEqual(["WEBHOOK_CONTACT_URL", "WEBHOOK_ORDER_PAID_URL", "SMTP_URL (e-mail)"]);
    expect(out.services).toEqual(["Stripe", "analytics (ANALYTICS_ENDPOINT)"]);
    expect(out.message).toBe(
      "outbound: submissions and notices are forwarded through WEBHOOK_CONTACT_URL, WEBHOOK_ORDER_PAID_URL, SMTP_URL (e-mail); services called: Stripe, analytics (ANALYTICS_ENDPOINT)",
    );
    expect(out.message).not.toMatch(/secret-token|pw@|owner@|sk_test|plausible/);
  });

  it("says when submissions are forwarded nowhere", () => {
    expect(outboundChannels(none).message).toBe("outbound: submissions are stored but forwarded nowhere (no WEBHOOK_…_URL or SMTP_URL is set); services called: none");
  });
});
