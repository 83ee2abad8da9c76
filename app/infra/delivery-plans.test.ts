import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#app/config/env.server.ts";
import { emailPlan, settingName, settingValue, webhookPlan } from "./delivery-plans.server.ts";

describe("where a delivery goes: its setting, read again at each attempt", () => {
  const cfg = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "delivery-plans-")),
    WEBHOOK_CONTACT_URL: "https://hooks.example/contact",
    WEBHOOK_ORDER_PAID_URL: "https://hooks.example/paid",
    SMTP_URL: "smtp://mail.example:587",
    NOTIFY_EMAIL_TO: "owner@example.com",
    LOG_LEVEL: "silent",
  });

  it("a plan records its target and the setting it came from; one with nothing set is skipped, with its setting", () => {
    expect(webhookPlan(cfg.webhooks, "contact", { a: 1 })).toEqual({ channel: "webhook", target: "https://hooks.example/contact", setting: "webhooks.contact", body: { format: "json", data: { a: 1 } } });
    expect(webhookPlan(cfg.webhooks, "portfolioRequest", {}, "form")).toMatchObject({ target: "(not configured)", setting: "webhooks.portfolioRequest", state: "skipped" });
    expect(emailPlan(cfg.smtp, "Subject", ["a", "b"], "ada@example.com")).toEqual([
      { channel: "email", target: "owner@example.com", setting: "smtp.to", body: { subject: "Subject", text: "a\nb", replyTo: "ada@example.com" } },
    ]);
  });

  it("reads every setting a plan can record, and nothing else", () => {
    expect(settingValue(cfg, "webhooks.contact")).toBe("https://hooks.example/contact");
    expect(settingValue(cfg, "webhooks.orderPaid")).toBe("https://hooks.example/paid");
    expect(settingValue(cfg, "webhooks.portfolio")).toBeUndefined();
    expect(settingValue(cfg, "smtp.to")).toBe("owner@example.com");
    expect(settingValue({ ...cfg, smtp: undefined }, "smtp.to")).toBeUndefined();
    for (const other of ["webhooks.", "webhooks.__proto__", "webhooks.toString", "contact", "smtp.url", "sessionSecret", ""]) expect(settingValue(cfg, other)).toBeUndefined();
  });

  it("names each setting by the variable the owner sets: every webhook's name is read into that webhook", () => {
    const keys = Object.keys(cfg.webhooks);
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) {
      const name = settingName(`webhooks.${key}`);
      expect(name, key).toMatch(/^WEBHOOK_[A-Z_]+_URL$/);
      const only = loadConfig({ DATA_DIR: cfg.dataDir, LOG_LEVEL: "silent", [name!]: `https://hooks.example/${key}` });
      expect(settingValue(only, `webhooks.${key}`), name).toBe(`https://hooks.example/${key}`);
    }
    expect(settingName("smtp.to")).toBe("NOTIFY_EMAIL_TO");
    for (const other of ["webhooks.", "webhooks.__proto__", "webhooks.to-string", "smtp.url", ""]) expect(settingName(other)).toBeUndefined();
  });
});
