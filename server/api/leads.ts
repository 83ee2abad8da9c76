import { type Request, Router } from "express";
import { leadApiForms, type LeadApiForm } from "#app/config/lead-forms.ts";
import { handleLead, leadJsonAnswer } from "#app/features/leads/lead-handler.server.ts";
import type { Services } from "#app/services.server.ts";
import { acceptPosts, jsonApiErrors } from "./json-api.ts";

/**
 * The lead API for the owner's tools (docs/owner-guide.md, 'Leads: storage, delivery and the lead
 * API'): `POST /api/leads/<form id>` (app/config/lead-forms.ts), JSON or a form post. It is the
 * same handler as the forms' pages (app/features/leads/lead-handler.server.ts), mounted here; the
 * site's own forms post to their pages (docs/decisions/042-one-transport-per-form.md). Bad input
 * gets a 4xx with field errors, never a 5xx.
 */
const BODY_LIMIT = "64kb";

const isLeadApiForm = (form: string): form is LeadApiForm => (leadApiForms as readonly string[]).includes(form);

export function leadsRouter(svc: Services): Router {
  const router = Router();
  acceptPosts(router, { limit: BODY_LIMIT, forms: true });

  const input = (req: Request): Record<string, unknown> | null =>
    req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : null;

  router.post("/:form", async (req, res, next) => {
    try {
      const form = String(req.params.form);
      // The registered ids only: 'toString', 'constructor', '__proto__'… are on every object, and
      // once read as routes they answered 503 with a logged failure.
      if (!isLeadApiForm(form)) return res.status(404).json({ ok: false, fieldErrors: {}, formError: `No form called ${form}.` });
      const body = input(req);
      if (!body) return res.status(400).json({ ok: false, fieldErrors: {}, formError: "The body must be a JSON object of form fields." });
      const result = await handleLead(svc, form, body, {
        clientHash: svc.clientHash(req.ip),
        userAgent: req.get("user-agent") ?? null,
        // A form post carries no attribution (no script filled it in): then its Referer, if a page
        // of this site, tells the page it was sent from and that page's UTM tags.
        posted: { referer: req.get("referer") ?? null, origin: `${req.protocol}://${req.host}` },
        formPost: false,
      });
      const { status, body: answer, headers } = leadJsonAnswer(result);
      return res.status(status).set(headers).json(answer);
    } catch (err) {
      next(err);
    }
  });

  router.use(jsonApiErrors("lead API", BODY_LIMIT));
  return router;
}
