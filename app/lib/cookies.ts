/**
 * One cookie's value from a Cookie header or document.cookie: undefined when it is absent or not
 * valid percent-encoding (a bad cookie is no cookie). Shared by the server (admin session, case
 * study unlock) and the browser (cookie preferences).
 */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A server-set cookie's `; Secure` when the page was asked over HTTPS (as the request says it,
 * behind a trusted proxy too); nothing over plain HTTP, where a browser would drop the cookie.
 */
export const secureOver = (request: Request): string => (new URL(request.url).protocol === "https:" ? "; Secure" : "");
