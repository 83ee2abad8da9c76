import { data } from "react-router";
import { echoableFields } from "#app/features/leads/field-bounds.ts";
import { newsletterFieldBounds } from "#app/features/leads/kinds/newsletter.ts";
import { formFields } from "#app/features/leads/form-fields.server.ts";
import { infoFieldErrors, type InfoFields, type InfoPostAnswer } from "./info-rules.ts";
import { noAppMessage } from "./messages.ts";

/**
 * The purchase pages' action: the info dialog's form posted by the browser itself, when the app
 * did not take the submit (no JavaScript, or its code never loaded and the held tap was let go).
 * A POST (never a GET: the e-mail stays out of the address and the logs). Nothing is stored:
 * without the app there is no payment, and a lead stored here would be stored again when the
 * visitor pays. The page comes back with the dialog open, what was typed, the field errors if
 * any, and a message saying payment needs JavaScript.
 */
export async function infoPostAction(request: Request) {
  const input = await formFields(request);
  // The same three fields and limits as the newsletter's.
  const values: InfoFields = echoableFields(input, newsletterFieldBounds);
  const checked = infoFieldErrors(input);
  if (!checked.ok) return data<InfoPostAnswer>({ values, errors: checked.errors, message: null }, { status: 400 });
  return data<InfoPostAnswer>({ values, errors: {}, message: noAppMessage });
}
