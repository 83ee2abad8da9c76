import { createHash, createHmac, randomBytes } from "node:crypto";
import { redirect } from "react-router";
import { cookieNames } from "#app/config/cookies.ts";
import type { Config } from "#app/config/env.server.ts";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { cookieValue, secureOver } from "#app/lib/cookies.ts";
import { readSignedValue, signValue } from "#app/lib/signed-value.server.ts";
import { adminCredential } from "./admin-password.server.ts";

/**
 * The owner's admin session (DECISIONS 11): one password (ADMIN_PASSWORD), a signed, HttpOnly,
 * SameSite=Lax cookie (path / so that the router's /admin.data requests carry it) that lasts
 * until the browser closes or 12 hours, whichever comes first.
 *
 * A session ends when the owner signs out, on every instance: the cookie names a session that
 * the database must still hold (signing out deletes it), so a copied cookie is worth nothing
 * after sign-out (issue 12). The cookie is signed with a key made from the server's secret and
 * the password, so a new ADMIN_PASSWORD ends every session at once. Sign-in attempts are
 * limited per client, per known browser and site-wide (./sign-in-limits.server.ts).
 */
export const SESSION_HOURS = 12;

/** What signs session cookies: changes when the secret or the password changes. */
export function sessionKey(secret: string, password: string): Buffer {
  return createHmac("sha256", secret).update("admin-session\0").update(createHash("sha256").update(password).digest()).digest();
}

/** The database keeps a hash of the session id: a copy of the table opens no session. */
const idHash = (sid: string) => createHash("sha256").update(sid).digest("hex");

export function createSessionValue(key: Buffer, sid: string, now = Date.now()): string {
  return signValue({ sid, exp: now + SESSION_HOURS * 3600_000 }, key);
}

/** The session id of a well-signed, unexpired cookie value, else null. */
export function readSessionValue(value: string | undefined, key: Buffer, now = Date.now()): string | null {
  const data = readSignedValue(value, key);
  const sid = data?.sid;
  const exp = data?.exp;
  return typeof sid === "string" && sid.length >= 32 && typeof exp === "number" && exp > now ? sid : null;
}

export { passwordMatches } from "#app/lib/password-match.server.ts";

/** A cookie's value, or undefined when it is absent or not valid percent-encoding (a bad cookie is no cookie). */
export function readCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get("cookie") ?? "", name);
}

export function sessionCookie(value: string, request: Request): string {
  const secure = secureOver(request);
  return `${cookieNames.adminSession}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function clearSessionCookie(): string {
  return `${cookieNames.adminSession}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

/** The sessions the database holds (table admin_sessions): started at sign-in, deleted at sign-out. */
export const sessionStore = {
  async start(database: DatabaseHandle, key: Buffer, now = Date.now()): Promise<string> {
    const sid = randomBytes(32).toString("base64url");
    const at = new Date(now).toISOString();
    await database.db.deleteFrom("admin_sessions").where("expires_at", "<=", at).execute();
    await database.db
      .insertInto("admin_sessions")
      .values({ id_hash: idHash(sid), created_at: at, expires_at: new Date(now + SESSION_HOURS * 3600_000).toISOString() })
      .execute();
    return createSessionValue(key, sid, now);
  },
  async isLive(database: DatabaseHandle, sid: string, now = Date.now()): Promise<boolean> {
    const row = await database.db
      .selectFrom("admin_sessions")
      .select("id_hash")
      .where("id_hash", "=", idHash(sid))
      .where("expires_at", ">", new Date(now).toISOString())
      .executeTakeFirst();
    return row !== undefined;
  },
  async end(database: DatabaseHandle, sid: string): Promise<void> {
    await database.db.deleteFrom("admin_sessions").where("id_hash", "=", idHash(sid)).execute();
  },
};

/** What the session check needs of the running server: its route hands over `services()`. */
export type SessionDeps = { cfg: Config; database: DatabaseHandle };

/** This request's live session id, or null. */
export async function currentSession({ cfg, database }: SessionDeps, request: Request): Promise<string | null> {
  // ADMIN_PASSWORD, or the one generated on day one (admin-password.server.ts).
  const credential = adminCredential(cfg);
  if (!credential) return null;
  const sid = readSessionValue(readCookie(request, cookieNames.adminSession), sessionKey(cfg.sessionSecret, credential.keyMaterial));
  return sid && (await sessionStore.isLive(database, sid)) ? sid : null;
}

export async function isAdmin(svc: SessionDeps, request: Request): Promise<boolean> {
  return (await currentSession(svc, request)) !== null;
}

/**
 * Every admin loader and action starts here: anonymous requests go to the login page. `url` is
 * React Router's cleaned-up URL of the page (request.url may be the raw `.data` request of a
 * client-side navigation, which must not become the place to return to).
 */
export async function requireAdmin(svc: SessionDeps, request: Request, url: URL): Promise<void> {
  if (await isAdmin(svc, request)) return;
  // A change sent without a live session (signed out in another tab, expired, a new password) is
  // said not saved on the sign-in page: the owner would otherwise think it was. A page asked for
  // with a cookie whose session has ended (expired, a new password) says that the session ended;
  // signing out clears the cookie, so a page asked for after it is an ordinary sign-in.
  const unsaved = request.method !== "GET" && request.method !== "HEAD";
  const ended = unsaved ? "unsaved" : readCookie(request, cookieNames.adminSession) ? "session" : null;
  throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}${ended ? `&ended=${ended}` : ""}`);
}

/** What the sign-in page says for `ended` (above). */
export const sessionEndedMessages = {
  session: "Your session ended. Sign in to go on.",
  unsaved: "Your session ended before that change was saved. Sign in, then make it again.",
} as const;

const SITE = "http://site.invalid";

/**
 * Only paths under /admin of this site are places to return to after login: printable ASCII
 * (a control character cannot go into a Location header), no backslash (browsers read '\' as
 * '/'), and still under /admin once the URL is resolved ('/admin/../x' is '/x').
 */
export function safeNext(next: string | null): string {
  if (!next || next.length > 2000 || !/^[\x21-\x7e]+$/.test(next) || next.includes("\\")) return "/admin";
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return "/admin"; // '//host%2F' and the like: not a path of this site
  }
  if (url.origin !== SITE || !/^\/admin(\/|$)/.test(url.pathname) || url.pathname.startsWith("//")) return "/admin";
  return url.pathname + url.search;
}
