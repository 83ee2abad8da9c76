import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A cookie value the server signed: base64url JSON, a dot, and its HMAC-SHA256 under `key`
 * (the admin session, the case study's unlock). The caller checks what the payload says.
 */
const sign = (payload: string, key: Buffer) => createHmac("sha256", key).update(payload).digest("base64url");

export function signValue(data: Record<string, unknown>, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(data)).toString("base64url");
  return `${payload}.${sign(payload, key)}`;
}

/** The payload of a value signed with `key` (compared in constant time), else null. */
export function readSignedValue(value: string | undefined, key: Buffer): Record<string, unknown> | null {
  if (!value) return null;
  const [payload, mac, extra] = value.split(".");
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, key));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return data !== null && typeof data === "object" ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
