import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.server.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "cfg-stripe-"));

describe("payment settings (issue 14)", () => {
  it("without keys there are no payments, and the missing variables are named for the boot log", () => {
    const cfg = loadConfig({ DATA_DIR: tmp() });
    expect(cfg.stripe).toBeUndefined();
    expect(cfg.stripeMissing).toEqual(["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]);
  });

  it("refuses a live secret key with a test publishable key, and the reverse: a form that could never be paid", () => {
    for (const [secret, publishable] of [
      ["sk_live_abc123", "pk_test_abc123"],
      ["rk_test_abc123", "pk_live_abc123"],
    ]) {
      expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable })).toThrow(/use both keys of the same mode/);
    }
    expect(loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_PUBLISHABLE_KEY: "pk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" }).stripe?.secretKey).toBe("sk_live_abc123");
  });

  it("reads the keys, and a local API base as host, port and protocol", () => {
    const cfg = loadConfig({
      DATA_DIR: tmp(),
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
      WEBHOOK_ORDER_PAID_URL: "https://hooks.example.com/paid",
    });
    expect(cfg.stripe).toEqual({
      secretKey: "sk_test_abc123",
      publishableKey: "pk_test_abc123",
      webhookSecret: "whsec_abc123",
      api: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
    expect(cfg.stripeMissing).toEqual([]);
    expect(cfg.webhooks.orderPaid).toBe("https://hooks.example.com/paid");
  });

  it("a key of the wrong kind stops the boot with a message naming it", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: "pk_test_swapped" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_PUBLISHABLE_KEY: "sk_live_swapped" })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/);
  });
});
