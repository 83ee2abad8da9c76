import { cookieNames } from "#app/config/cookies.ts";
import { cookieValue } from "#app/lib/cookies.ts";
import { formRateLimit, recentHits, waitMinutes } from "#app/infra/rate-limit.ts";

/**
 * The browser's side of the rate limit (SPEC §7): recent submission times in a cookie named
 * form_submissions_{source}, path /, SameSite Lax, Secure on https, 15 minutes.
 */
const cookieName = (source: string) => `${cookieNames.formSubmissionsPrefix}${source}`;

const numbers = (json: string | null | undefined): number[] => {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === "number") : [];
  } catch {
    return [];
  }
};

// The portfolio form also keeps its times in local storage (SPEC §7), which outlives a
// cleared cookie; both are read and the union counts.
const alsoInStorage = (source: string) => source === "portfolio_request";

function readHits(source: string): number[] {
  const fromCookie = numbers(cookieValue(document.cookie, cookieName(source)));
  if (!alsoInStorage(source)) return fromCookie;
  let stored: number[];
  try {
    stored = numbers(localStorage.getItem(cookieName(source)));
  } catch {
    stored = [];
  }
  return [...new Set([...fromCookie, ...stored])];
}

export function clientWaitMinutes(source: string, now = Date.now()): number {
  return waitMinutes(readHits(source), now, formRateLimit(source));
}

export function recordClientSubmission(source: string, now = Date.now()) {
  const limit = formRateLimit(source);
  const hits = [...recentHits(readHits(source), now, limit), now];
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${cookieName(source)}=${encodeURIComponent(JSON.stringify(hits))}; Path=/; Max-Age=${limit.windowMs / 1000}; SameSite=Lax${secure}`;
  if (alsoInStorage(source)) {
    try {
      localStorage.setItem(cookieName(source), JSON.stringify(hits));
    } catch {
      // Storage may be unavailable (private mode): the cookie still counts.
    }
  }
}
