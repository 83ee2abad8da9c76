import { FORM_REQUEST_TIMEOUT_MS } from "#app/config/constants.ts";
import { attributionForSend } from "#app/lib/attribution.ts";

export type SendOutcome =
  | { kind: "ok" }
  | { kind: "rejected"; status: number; fieldErrors: Record<string, string>; formError?: string }
  | { kind: "timeout" }
  | { kind: "error" };

/** Posts a form to the lead API with SPEC's 30 s timeout and the XHR marker header. */
export async function sendLead(path: string, body: Record<string, unknown>): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), FORM_REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(`/api/leads/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      // Where the visit came from travels with the lead (issue 25; DECISIONS 12).
      body: JSON.stringify({ ...body, attribution: attributionForSend() }),
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
}
