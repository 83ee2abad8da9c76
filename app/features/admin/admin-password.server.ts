import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "#app/lib/private-files.server.ts";
import { passwordMatches } from "#app/lib/password-match.server.ts";

/**
 * The owner's password when ADMIN_PASSWORD is not set (issue 47, item 4; docs/decisions/035): one
 * generated at the first start in a terminal, or by `npm run admin:password`, shown once to whoever
 * is at that terminal, and kept only as a salted scrypt hash in DATA_DIR. ADMIN_PASSWORD, when
 * set, wins.
 */
export const GENERATED_PASSWORD_FILE = "admin-password.json";

/** scrypt's cost (16 MiB, tens of ms): slow for a guesser with the file, short enough that a sign-in does not hold the server. */
const SCRYPT = { N: 1 << 14, r: 8, p: 1, maxmem: 32 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

interface StoredPassword {
  salt: string;
  hash: string;
  createdAt: string;
}

const hashOf = (password: string, salt: Buffer) => scryptSync(password.normalize("NFC"), salt, KEY_LENGTH, SCRYPT);

/** Letters and digits no one misreads (no 0/o, 1/l/i), in four groups: easy to type from a terminal. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export function newPassword(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return chars.match(/.{5}/g)!.join("-");
}

/** Makes a new password, keeps its hash (replacing any before: every session ends) and returns it, to be shown once. */
export function storeNewPassword(dataDir: string, now = new Date()): string {
  const password = newPassword();
  const salt = randomBytes(16);
  const stored: StoredPassword = { salt: salt.toString("base64"), hash: hashOf(password, salt).toString("base64"), createdAt: now.toISOString() };
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, GENERATED_PASSWORD_FILE);
  writeFileSync(file, JSON.stringify(stored, null, 2), { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
  return password;
}

let cache: { file: string; mtimeMs: number; size: number; stored: StoredPassword | null } | undefined;

/**
 * The stored hash, or null when there is none. Read again when the file changes, so a password
 * made by `npm run admin:password` works on the running server at once (and ends its sessions).
 */
export function storedPassword(dataDir: string): StoredPassword | null {
  const file = path.join(dataDir, GENERATED_PASSWORD_FILE);
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return null;
  }
  if (cache && cache.file === file && cache.mtimeMs === stat.mtimeMs && cache.size === stat.size) return cache.stored;
  let stored: StoredPassword | null = null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<StoredPassword>;
    if (typeof parsed.salt === "string" && typeof parsed.hash === "string" && typeof parsed.createdAt === "string") stored = parsed as StoredPassword;
  } catch {
    stored = null; // unreadable: no password (the start log says how to make one)
  }
  cache = { file, mtimeMs: stat.mtimeMs, size: stat.size, stored };
  return stored;
}

/** How a sign-in is checked, and what the session cookies' key is made from. */
export interface AdminCredential {
  source: "ADMIN_PASSWORD" | "generated";
  matches: (given: string) => boolean;
  /** Changes when the password changes, so a new one ends every session (session.server.ts: sessionKey). */
  keyMaterial: string;
}

export function adminCredential(cfg: { adminPassword: string | undefined; dataDir: string }): AdminCredential | undefined {
  const explicit = cfg.adminPassword;
  if (explicit) return { source: "ADMIN_PASSWORD", matches: (given) => passwordMatches(given, explicit), keyMaterial: explicit };
  const stored = storedPassword(cfg.dataDir);
  if (!stored) return undefined;
  const salt = Buffer.from(stored.salt, "base64");
  const hash = Buffer.from(stored.hash, "base64");
  return {
    source: "generated",
    // A given password of any length is hashed to the stored length: lengths do not leak.
    matches: (given) => hash.length === KEY_LENGTH && timingSafeEqual(hashOf(given, salt), hash),
    keyMaterial: `generated:${stored.hash}`,
  };
}
