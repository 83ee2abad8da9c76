import { FORM_REQUEST_TIMEOUT_MS } from "#app/config/forms.ts";
import type { LeadApiForm } from "#app/config/lead-forms.ts";
import { attributionForSend } from "#app/lib/attribution.ts";

export type SendOutcome =
  | { kind: "ok" }
  | { kind: "rejected"; status: number; fieldErrors: Record<string, string>; formError?: string }
  | { kind: "timeout" }
  | { kind: "error" };

/** Per form (its id; the checkout's lead by its path), the send whose answer has not come or said nothing definite: its fields and its key. */
const unanswered = new Map<string, { fields: string; key: string }>();

/**
 * This send's key (docs/leads.md 'Sent twice'): the key of the last send when the same fields go
 * to the same form again after it timed out, failed on the way or met a server error (its message
 * may have been stored all the same), so the server answers with the one it stored instead of
 * storing it twice; a new key otherwise. The time spent on the form (`elapsedMs`) is not a field.
 * Without `crypto.randomUUID` (a page served over plain HTTP) there is no key, as before.
 */
export function sendKeyFor(path: string, body: Record<string, unknown>): string | undefined {
  const { elapsedMs: _elapsed, ...rest } = body;
  const fields = JSON.stringify(rest);
  const last = unanswered.get(path);
  if (last?.fields === fields) return last.key;
  if (typeof crypto.randomUUID !== "function") return void unanswered.delete(path);
  const key = crypto.randomUUID();
  unanswered.set(path, { fields, key });
  return key;
}

/**
 * A send's body as the page's form post is: URL-encoded text fields (an object, the attribution,
 * as its JSON text), so the page takes it through the same guards as a post without JavaScript.
 */
function formBody(body: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    out.append(name, typeof value === "object" ? JSON.stringify(value) : String(value as string | number | boolean));
  }
  return out;
}

/**
 * Sends a lead form to the address it posts to without JavaScript, its page (the form's own
 * `action`: docs/decisions/042-one-transport-per-form.md), asking for the JSON answer, with
 * SPEC's 30 s timeout and the XHR marker header.
 */
export async function sendLead(form: LeadApiForm, el: HTMLFormElement, body: Record<string, unknown>): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), FORM_REQUEST_TIMEOUT_MS);
  const sendKey = sendKeyFor(form, body);
  // The attribute, not `el.action` (an input named "action" would stand in its place); the hash is no part of the request.
  const address = new URL(el.getAttribute("action") ?? "", location.href);
  address.hash = "";
  const outcome = await (async (): Promise<SendOutcome> => {
    try {
      const res = await fetch(address, {
        method: "POST",
        headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
        // Where the visit came from travels with the lead (issue 25; DECISIONS 12).
        body: formBody({ ...body, sendKey, attribution: attributionForSend() }),
        signal: controller.signal,
      });
      if (res.ok) return { kind: "ok" };
      if (res.status >= 500) return { kind: "error" };
      const data = (await res.json().catch(() => ({}))) as { fieldErrors?: Record<string, string>; formError?: string };
      return { kind: "rejected", status: res.status, fieldErrors: data.fieldErrors ?? {}, formError: data.formError };
    } catch (err) {
      return err instanceof DOMException && err.name === "AbortError" ? { kind: "timeout" } : { kind: "error" };
    } finally {
      window.clearTimeout(timer);
    }
  })();
  if (outcome.kind === "ok" || outcome.kind === "rejected") sendAnswered(form, sendKey);
  return outcome;
}

/** The send under `key` was stored, or refused (a 4xx: not stored): the next send is a new one. Otherwise it may have been stored. */
export function sendAnswered(path: string, key: string | undefined): void {
  if (unanswered.get(path)?.key === key) unanswered.delete(path);
}
