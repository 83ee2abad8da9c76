import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The one place the environment is read (ARCHITECTURE: one zod-checked config module).
 * Everything has a default so `npm start` boots with no environment at all; a value that is
 * set but wrong stops the boot with a message naming the variable.
 */

const port = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const optionalSecret = (min: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters`)
    .optional();

const boolFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: boolFlag.default(false),
});

export type EnvInput = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  adminPassword: string | undefined;
  portfolioPassword: string | undefined;
  sessionSecret: string;
  logLevel: string;
  trustProxy: boolean;
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
  return result.data;
}

/**
 * Secrets the app needs but the deployer did not set are generated once and kept in
 * DATA_DIR, so sessions survive restarts without any setup.
 */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets.json");
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    stored = {};
  }
  const existing = stored[name];
  if (typeof existing === "string" && existing.length >= 32) return existing;
  const value = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...stored, [name]: value }, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `file:${path.join(dataDir, "site.db")}`,
    adminPassword: e.ADMIN_PASSWORD,
    portfolioPassword: e.PORTFOLIO_PASSWORD,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir, "SESSION_SECRET"),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}

let cached: Config | undefined;
/** The process-wide configuration, read on first use (the server reads it at boot). */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}
