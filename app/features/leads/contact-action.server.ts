import { retryAfter } from "#app/infra/rate-limit.ts";
import { formFields } from "#app/features/leads/form-fields.server.ts";
import { data, type RouterContextProvider } from "react-router";
import { recordFormPostAttribution } from "#app/features/analytics/attribution.server.ts";
import { clientIp } from "#app/lib/request-context.server.ts";
import { services } from "#app/services.server.ts";
import type { ContactFormKind } from "./payloads";
import type { ContactActionData } from "./types";
import { contactFieldBounds, echoableFields } from "./field-bounds";
import { withFormPostKey } from "./form-post-key.server";

/**
 * The no-JavaScript path of the contact-type forms (DECISIONS 7): a plain form post to the
 * page, checked and stored by the same service as the API. Errors come back with what was typed.
 * The same post again (a reload of the answer) is answered as the first: ./form-post-key.server.ts.
 */
export async function contactAction(form: ContactFormKind, request: Request, context: Readonly<RouterContextProvider>) {
  const svc = services();
  const input = await formFields(request);
  const clientHash = svc.clientHash(clientIp(context));
  const result = await svc.leads.submitContact(form, withFormPostKey(form, clientHash, input, new Date()), { clientHash, userAgent: request.headers.get("user-agent") });
  if (result.ok) {
    await recordFormPostAttribution(svc.database, result.id, request);
    return data<ContactActionData>({ ok: true, fieldErrors: {}, values: {} });
  }
  // What was typed comes back into the form: the known fields only, each cut to its limit (the
  // body may hold up to 64 KB of anything).
  const values = echoableFields(input, contactFieldBounds);
  return data<ContactActionData>({ ok: false, fieldErrors: result.fieldErrors, formError: result.formError, values }, { status: result.status, headers: retryAfter(result.waitMinutes) });
}
