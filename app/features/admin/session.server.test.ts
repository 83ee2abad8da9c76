import { expect, it } from "vitest";
import { createSessionValue, passwordMatches, readCookie, readSessionValue, safeNext, SESSION_HOURS, sessionKey } from "./session.server.ts";

const secret = "s".repeat(40);
const key = sessionKey(secret, "the owner's password");
const sid = "i".repeat(43);

it("signs sessions that expire, and rejects tampering, another secret or another password", () => {
  const now = Date.now();
  const v = createSessionValue(key, sid, now);
  expect(readSessionValue(v, key, now)).toBe(sid);
  expect(readSessionValue(v, key, now + SESSION_HOURS * 3600_000 + 1)).toBeNull();
  expect(readSessionValue(v, sessionKey("t".repeat(40), "the owner's password"), now)).toBeNull();
  // A new ADMIN_PASSWORD ends every session.
  expect(readSessionValue(v, sessionKey(secret, "a new password"), now)).toBeNull();
  const [payload, mac] = v.split(".");
  const forged = Buffer.from(JSON.stringify({ sid, exp: now + 10 ** 12 })).toString("base64url");
  expect(readSessionValue(`${forged}.${mac}`, key, now)).toBeNull();
  expect(readSessionValue(`${payload}.`, key, now)).toBeNull();
  expect(readSessionValue(`${payload}.${mac}.x`, key, now)).toBeNull();
  expect(readSessionValue(undefined, key, now)).toBeNull();
});

it("compares passwords exactly", () => {
  expect(passwordMatches("correct horse", "correct horse")).toBe(true);
  expect(passwordMatches("correct hors", "correct horse")).toBe(false);
});

it("returns only to admin paths after login", () => {
  expect(safeNext("/admin/subscribers")).toBe("/admin/subscribers");
  expect(safeNext("//evil.example/admin")).toBe("/admin");
  expect(safeNext("https://evil.example")).toBe("/admin");
  expect(safeNext("/contact")).toBe("/admin");
  expect(safeNext(null)).toBe("/admin");
});

it("never returns to another site, nor to anything a Location header cannot hold", () => {
  for (const next of ["/admin\\..\\..\\evil.example", "/admin/\\evil.example", "/admin\r\nSet-Cookie: x=1", "/admin/\u0000", "/admin/../contact", "/admin/%2e%2e/contact", "/administrator", "/\\/admin", `/admin/${"a".repeat(3000)}`]) {
    const back = safeNext(next);
    expect(back, JSON.stringify(next)).toMatch(/^\/admin(\/|$)/);
    expect(new URL(back, "https://site.example").origin).toBe("https://site.example");
    expect(back).toMatch(/^[\x21-\x7e]+$/);
  }
  expect(safeNext("/admin/submissions/1?x=2")).toBe("/admin/submissions/1?x=2");
});

it("reads a cookie; a value that is not valid percent-encoding counts as absent", () => {
  const req = (cookie: string) => new Request("http://site.example/admin", { headers: { cookie } });
  expect(readCookie(req("a=1; admin_session=abc%2Edef; b=2"), "admin_session")).toBe("abc.def");
  expect(readCookie(req("admin_session=%E0%A4%A"), "admin_session")).toBeUndefined();
  expect(readCookie(req("admin_session=%"), "admin_session")).toBeUndefined();
  expect(readCookie(req(""), "admin_session")).toBeUndefined();
});
