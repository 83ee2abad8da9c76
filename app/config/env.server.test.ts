import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "./env.server.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "cfg-"));

describe("config", () => {
  it("boots with no environment at all", () => {
    const dir = tmp();
    const cfg = loadConfig({ DATA_DIR: dir });
    expect(cfg.port).toBe(3000);
    expect(cfg.host).toBe("0.0.0.0");
    expect(cfg.nodeEnv).toBe("production");
    expect(cfg.databaseUrl).toBe(`file:${path.join(dir, "site.db")}`);
    expect(cfg.adminPassword).toBeUndefined();
    expect(cfg.trustProxy).toBe(false);
    expect(cfg.webhooks).toEqual({});
    expect(cfg.smtp).toBeUndefined();
    expect(cfg.formRateLimitMax).toBe(3);
  });

  it("reads integrations: webhooks per form and SMTP with the owner's e-mail as default recipient", () => {
    const cfg = loadConfig({ DATA_DIR: tmp(), WEBHOOK_CONTACT_URL: "https://hooks.example.com/contact", SMTP_URL: "smtp://u:p@127.0.0.1:2525" });
    expect(cfg.webhooks.contact).toBe("https://hooks.example.com/contact");
    expect(cfg.smtp).toEqual({ url: "smtp://u:p@127.0.0.1:2525", to: "hello@example.com", from: "hello@example.com" });
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    const file = path.join(dir, "secrets.json");
    expect(JSON.parse(readFileSync(file, "utf8")).SESSION_SECRET).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("never replaces a secrets file it cannot read: it stops with a message naming the file", () => {
    const dir = tmp();
    const file = path.join(dir, "secrets.json");
    writeFileSync(file, '{"SESSION_SECRET": "abc', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/secrets\.json is not the JSON object of secrets this site wrote: restore it from a backup/);
    expect(readFileSync(file, "utf8")).toBe('{"SESSION_SECRET": "abc');
    writeFileSync(file, "[1]");
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
  });

  it("prefers a SESSION_SECRET that is set", () => {
    const secret = "s".repeat(40);
    expect(loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it("reads good values", () => {
    const env = parseEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://u:p@localhost:5432/site",
      ADMIN_PASSWORD: "correct horse battery",
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
    });
    expect(env.PORT).toBe(8080);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATABASE_URL).toBe("postgres://u:p@localhost:5432/site");
    expect(env.TRUST_PROXY).toEqual({ hops: 1, fromTrue: true });
    expect(env.LOG_LEVEL).toBe("warn");
  });

  it("treats an empty variable as unset", () => {
    const env = parseEnv({ PORT: "", ADMIN_PASSWORD: "" });
    expect(env.PORT).toBe(3000);
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "3.5" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ SESSION_SECRET: "too-short" }, "SESSION_SECRET"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1, everyone" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ WEBHOOK_CONTACT_URL: "not a url" }, "WEBHOOK_CONTACT_URL"],
    [{ WEBHOOK_PORTFOLIO_REQUEST_URL: "ftp://x.example/hook" }, "WEBHOOK_PORTFOLIO_REQUEST_URL"],
    // The old name, still read for a release (docs/deployment.md, "Renamed variables"), is checked as strictly.
    [{ WEBHOOK_PORTFOLIO_URL: "ftp://x.example/hook" }, "WEBHOOK_PORTFOLIO_URL"],
    // fetch refuses such a URL: every send failed, its error (the URL, password included) logged.
    [{ WEBHOOK_NEWSLETTER_URL: "https://user:s3cret@hooks.example.com/x" }, "WEBHOOK_NEWSLETTER_URL"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL"],
    [{ NOTIFY_EMAIL_TO: "owner" }, "NOTIFY_EMAIL_TO"],
    [{ OUTBOX_INTERVAL_MS: "10" }, "OUTBOX_INTERVAL_MS"],
    [{ FORM_RATE_LIMIT_MAX: "0" }, "FORM_RATE_LIMIT_MAX"],
  ])("rejects %o naming %s", (env, name) => {
    let error: unknown;
    try {
      parseEnv(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(`${name}:`);
    expect((error as ConfigError).problems).toHaveLength(1);
  });

  it("says what is wrong in the words the boot has always used (kept through the move from zod to valibot, docs/decisions/043)", () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseEnv(env);
      } catch (err) {
        return (err as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ NODE_ENV: "staging" })).toEqual(['NODE_ENV: Invalid option: expected one of "development"|"production"|"test"']);
    // Not a whole number is said once, whatever else the number breaks.
    for (const port of ["abc", "3.5", "-5.5", "Infinity"]) expect(problems({ PORT: port }), port).toEqual(["PORT: must be a whole number"]);
    expect(problems({ OUTBOX_SEND_TIMEOUT_MS: "40000" })).toEqual(["OUTBOX_SEND_TIMEOUT_MS: must be at most 30000 (SPEC: a form's request times out after 30 s)"]);
    expect(problems({ PORT: "0", LOG_LEVEL: "loud", SITE_URL: "x" })).toEqual([
      "PORT: must be between 1 and 65535",
      'LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"',
      'SITE_URL: must be the site\'s public address, such as https://www.yourbusiness.com ("x" is not a URL)',
    ]);
    // The notice addresses take what they took before (valibot's own e-mail check refuses an apostrophe).
    expect(parseEnv({ NOTIFY_EMAIL_TO: "o'brien@example.co.uk" }).NOTIFY_EMAIL_TO).toBe("o'brien@example.co.uk");
    // Defaults are read as a deployer would write them.
    expect(parseEnv({})).toMatchObject({ PORT: 3000, OUTBOX_SEND_TIMEOUT_MS: 30_000, TRUST_PROXY: false, INDEX_HOSTS: [] });
  });

  it("SITE_URL: the public address as an https origin, the content's by default; anything else stops the boot with what to write (issue 47)", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).siteUrl).toBe("https://www.example.com");
    expect(loadConfig({ DATA_DIR: tmp(), SITE_URL: "https://www.realbiz.test" }).siteUrl).toBe("https://www.realbiz.test");
    expect(parseEnv({ SITE_URL: " https://WWW.RealBiz.test/ " }).SITE_URL).toBe("https://www.realbiz.test");
    expect(parseEnv({ SITE_URL: "https://www.realbiz.test:8443" }).SITE_URL).toBe("https://www.realbiz.test:8443");
    // The preview's frame and the analytics domain follow it unless set apart.
    const cfg = loadConfig({ DATA_DIR: tmp(), SITE_URL: "https://www.realbiz.test", ANALYTICS_ENDPOINT: "https://plausible.io/api/event" });
    expect([cfg.portfolioPreviewUrl, cfg.analytics?.domain]).toEqual(["https://www.realbiz.test", "www.realbiz.test"]);
    const refused = (value: string) => {
      try {
        parseEnv({ SITE_URL: value });
      } catch (err) {
        return (err as ConfigError).problems;
      }
      return [];
    };
    expect(refused("http://www.realbiz.test")).toEqual(["SITE_URL: must start with https:// (the address visitors and search engines are sent to)"]);
    expect(refused("https://www.realbiz.test/shop")).toEqual(["SITE_URL: must be the address alone, without a path, query or #fragment: https://www.realbiz.test"]);
    expect(refused("https://www.realbiz.test/?a=1")[0]).toMatch(/without a path, query/);
    expect(refused("https://www.realbiz.test/#top")[0]).toMatch(/without a path, query/);
    expect(refused("https://owner:pw@www.realbiz.test")).toEqual(["SITE_URL: must not hold a user name or password"]);
    expect(refused("www.realbiz.test")[0]).toMatch(/^SITE_URL: must be the site's public address, such as https:\/\//);
  });

  it("names every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "x", LOG_LEVEL: "y" })).toThrowError(/PORT:[\s\S]*LOG_LEVEL:|LOG_LEVEL:[\s\S]*PORT:/);
  });

  it("TRUST_PROXY: a hop count or proxy addresses, never every hop (issue 12)", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: "yes" }).TRUST_PROXY).toEqual({ hops: 1, fromTrue: true });
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 2001:db8::1, 192.168.1.10" }).TRUST_PROXY).toEqual({
      addresses: ["loopback", "10.0.0.0/8", "2001:db8::1", "192.168.1.10"],
    });
  });
});
