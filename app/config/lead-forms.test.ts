import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inboxFormLabels } from "#app/features/admin/form-labels.ts";
import { envSchema, loadConfig } from "./env.server.ts";
import { renamedVariables, unknownSiteVariables } from "./env-report.server.ts";
import { formIds, leadApiForms, leadForms, webhookKeys, webhookVariable, type WebhookVariable } from "./lead-forms.ts";
import { RENAMED_VARIABLES } from "./renamed-variables.ts";

/** Issue 49: one registration per lead form, from which the other lists are derived. */
describe("the lead forms' registration", () => {
  // Not a copy of the ids: a new form is its registration, not an edit here too (docs/development.md, 'Recipes').
  it("one id per form: kebab-case, the inbox's keys in the registration's order", () => {
    expect(formIds).toContain("portfolio-request");
    for (const id of formIds) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Object.keys(inboxFormLabels)).toEqual(formIds);
    expect(inboxFormLabels["portfolio-request"]).toBe("Portfolio requests");
  });

  it("the lead API takes every form but the checkout's lead", () => {
    expect(leadApiForms).toEqual(formIds.filter((id) => id !== "strategy-lead"));
  });

  it("each form's webhooks are settings the server reads, each from its WEBHOOK_…_URL", () => {
    const cfg = loadConfig({ DATA_DIR: "/tmp/lead-forms-test", SESSION_SECRET: "x".repeat(32) });
    for (const [id, entry] of Object.entries(leadForms)) {
      for (const key of entry.webhooks) {
        expect(Object.keys(cfg.webhooks), `${id}: webhooks.${key}`).toContain(key);
        const only = loadConfig({ DATA_DIR: "/tmp/lead-forms-test", SESSION_SECRET: "x".repeat(32), [webhookVariable(key)]: `https://hooks.example/${key}` });
        expect(only.webhooks[key as keyof typeof only.webhooks], webhookVariable(key)).toBe(`https://hooks.example/${key}`);
      }
    }
    expect(webhookVariable("portfolioRequest")).toBe("WEBHOOK_PORTFOLIO_REQUEST_URL");
  });

  it("the environment's WEBHOOK_…_URL settings are exactly the registration's, the paid order's notice and the old names still read", () => {
    const schemaWebhooks = Object.keys(envSchema.entries).filter((name) => name.startsWith("WEBHOOK_"));
    expect(new Set(schemaWebhooks)).toEqual(new Set([...webhookKeys.map((key) => webhookVariable(key)), "WEBHOOK_ORDER_PAID_URL", ...Object.keys(RENAMED_VARIABLES)]));
    for (const entry of Object.values(leadForms)) for (const key of entry.webhooks) expect(webhookKeys).toContain(key);
    expect(new Set(webhookKeys).size, "each setting once").toBe(webhookKeys.length);
  });

  it("each form's webhook variable is known to the start log's report (never 'has no effect'), its misspelling is not", () => {
    for (const key of webhookKeys) {
      const name = webhookVariable(key);
      expect(unknownSiteVariables({ [name]: "https://hooks.example/x" }), name).toEqual([]);
      expect(unknownSiteVariables({ [`${name}S`]: "https://hooks.example/x" }).map((v) => v.suggestion), `${name}S`).toEqual([name]);
    }
  });

  it("a variable's name is derived in the type system too: the schema's keys are the literal names", () => {
    const named: WebhookVariable<"getInTouch"> = "WEBHOOK_GET_IN_TOUCH_URL";
    // @ts-expect-error a name the derivation does not give
    const misnamed: WebhookVariable<"getInTouch"> = "WEBHOOK_GETINTOUCH_URL";
    expect([named, misnamed]).toHaveLength(2);
    expect(envSchema.entries.WEBHOOK_INSIGHTS_NEWSLETTER_URL).toBeDefined();
  });
});

describe("a renamed variable, read for a release", () => {
  const base = { DATA_DIR: "/tmp/lead-forms-test", SESSION_SECRET: "x".repeat(32) };
  it("WEBHOOK_PORTFOLIO_URL alone is read as WEBHOOK_PORTFOLIO_REQUEST_URL, with a warning to rename it", () => {
    expect(loadConfig({ ...base, WEBHOOK_PORTFOLIO_URL: "https://hooks.example/old" }).webhooks.portfolioRequest).toBe("https://hooks.example/old");
    expect(renamedVariables({ WEBHOOK_PORTFOLIO_URL: "https://hooks.example/old" })).toEqual([
      { name: "WEBHOOK_PORTFOLIO_URL", now: "WEBHOOK_PORTFOLIO_REQUEST_URL", message: "WEBHOOK_PORTFOLIO_URL is deprecated: rename it WEBHOOK_PORTFOLIO_REQUEST_URL. It is still read in this release, not in the next one." },
    ]);
  });

  it("both set: the new name wins, and the warning says the old one is ignored; neither: no warning", () => {
    const both = { WEBHOOK_PORTFOLIO_URL: "https://hooks.example/old", WEBHOOK_PORTFOLIO_REQUEST_URL: "https://hooks.example/new" };
    expect(loadConfig({ ...base, ...both }).webhooks.portfolioRequest).toBe("https://hooks.example/new");
    expect(renamedVariables(both).map((v) => v.message)).toEqual([
      "WEBHOOK_PORTFOLIO_URL is deprecated and ignored: WEBHOOK_PORTFOLIO_REQUEST_URL is set too, and is what the site reads. Remove WEBHOOK_PORTFOLIO_URL.",
    ]);
    expect(renamedVariables({ WEBHOOK_PORTFOLIO_REQUEST_URL: "https://hooks.example/new" })).toEqual([]);
  });
});

describe("the docs' lists of forms follow the registration", () => {
  const doc = (name: string) => readFileSync(path.resolve(import.meta.dirname, "../../docs", name), "utf8");
  it("the owner's guide names each form's lead API address; the deployment guide each webhook variable", () => {
    const owner = doc("owner-guide.md");
    for (const id of leadApiForms) expect(owner, id).toContain(`/api/leads/${id}`);
    const deployment = doc("deployment.md");
    for (const key of new Set(Object.values(leadForms).flatMap((f) => f.webhooks))) expect(deployment, key).toMatch(new RegExp(`^\\|[^\\n]*\`${webhookVariable(key)}\``, "m"));
  });
});
