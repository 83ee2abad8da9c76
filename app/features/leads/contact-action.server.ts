import { data, type RouterContextProvider } from "react-router";
import { retryAfter } from "#app/infra/rate-limit.ts";
import type { ContactActionData } from "./types.ts";
import { echoableFields } from "./field-bounds.ts";
import { contactFieldBounds, type ContactFormId } from "./kinds/contact.ts";
import { postLead } from "./lead-route.server.ts";

/**
 * The page's answer to a contact-type form posted without JavaScript (DECISIONS 7), from the one
 * lead handler (./lead-route.server.ts; the island's send is answered in JSON by the page's
 * middleware). Errors come back with what was typed. The same post again (a reload of the
 * answer) is answered as the first: ./form-post-key.server.ts.
 */
export async function contactAction(form: ContactFormId, request: Request, context: Readonly<RouterContextProvider>) {
  const { input, result } = await postLead(form, request, context);
  if (result.ok) return data<ContactActionData>({ ok: true, fieldErrors: {}, values: {} });
  // What was typed comes back into the form: the known fields only, each cut to its limit (the
  // body may hold up to 64 KB of anything).
  const values = echoableFields(input, contactFieldBounds);
  return data<ContactActionData>({ ok: false, fieldErrors: result.fieldErrors, formError: result.formError, values }, { status: result.status, headers: retryAfter(result.waitMinutes) });
}
