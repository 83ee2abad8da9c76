import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import type { LeadApiForm } from "#app/config/lead-forms.ts";
import { postedFrom } from "#app/features/analytics/attribution.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { clientIp } from "#app/lib/request-context.server.ts";
import { services } from "#app/services.server.ts";
import { formFields, type FormInput } from "./form-fields.server.ts";
import { handleLead, leadJsonAnswer } from "./lead-handler.server.ts";
import { formToasts } from "./messages.ts";
import type { SubmitResult } from "./service.server.ts";

/**
 * A lead form's page is its one address (docs/decisions/042-one-transport-per-form.md): the form
 * posts there without JavaScript, and its island sends there too, asking for JSON. Both reach
 * the same handler (./lead-handler.server.ts) with the same body (a URL-encoded form, so the
 * page guards' size, type and Origin checks hold for both: server/react-router-handler.ts).
 *
 * React Router turns whatever an action returns into the page's data, a Response included; a
 * route middleware is where a request can be answered with a Response of its own. So the JSON
 * answer is given by `leadSendMiddleware`, and the page's answer by the route's action
 * (`postLead`), each a few lines around the same call.
 */

/** A send from the form's island: it asks for JSON (a browser's own form post asks for HTML). */
export const asksForJson = (request: Request): boolean => {
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
};

/** Checks and stores one post of `form` to its page; the fields as posted come back, for the page to echo. */
export async function postLead(form: LeadApiForm, request: Request, context: Readonly<RouterContextProvider>): Promise<{ input: FormInput; result: SubmitResult }> {
  const svc = services();
  const input = await formFields(request);
  const result = await handleLead(svc, form, input, {
    clientHash: svc.clientHash(clientIp(context)),
    userAgent: request.headers.get("user-agent"),
    posted: postedFrom(request),
    formPost: true,
  });
  return { input, result };
}

/** The route middleware of a lead form's page: answers its island's send in JSON, and lets every other request through. */
export function leadSendMiddleware(form: LeadApiForm): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    if (request.method !== "POST" || !asksForJson(request)) return next();
    try {
      const { status, body, headers } = leadJsonAnswer((await postLead(form, request, context)).result);
      return Response.json(body, { status, headers: { ...headers, "Cache-Control": "no-store" } });
    } catch (err) {
      // Our failure (the database unreachable…): the island keeps what was typed and its send key.
      logger.error({ err, form }, "lead form failure");
      return Response.json({ ok: false, fieldErrors: {}, formError: formToasts.error.description }, { status: 503 });
    }
  };
}
