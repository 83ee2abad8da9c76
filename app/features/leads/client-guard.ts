import { cookieNames } from "~/config/cookies";
import { PORTFOLIO_RATE_LIMIT } from "~/config/constants";
import { recentHits, waitMinutes } from "./rate-limit";

/**
 * The browser's side of the rate limit (SPEC §7): recent submission times in a cookie named
 * form_submissions_{source}, path /, SameSite Lax, Secure on https, 15 minutes.
 */
const cookieName = (source: string) => `${cookieNames.formSubmissionsPrefix}${source}`;

function readHits(source: string): number[] {
  const raw = document.cookie.split("; ").find((c) => c.startsWith(`${cookieName(source)}=`));
  if (!raw) return [];
  try {
    const parsed = JSON.parse(decodeURIComponent(raw.split("=").slice(1).join("="))) as unknown;
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === "number") : [];
  } catch {
    return [];
  }
}

export function clientWaitMinutes(source: string, now = Date.now()): number {
  return waitMinutes(readHits(source), now, PORTFOLIO_RATE_LIMIT);
}

export function recordClientSubmission(source: string, now = Date.now()) {
  const hits = [...recentHits(readHits(source), now, PORTFOLIO_RATE_LIMIT), now];
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${cookieName(source)}=${encodeURIComponent(JSON.stringify(hits))}; Path=/; Max-Age=${PORTFOLIO_RATE_LIMIT.windowMs / 1000}; SameSite=Lax${secure}`;
}
