import { type Request, type Response, Router } from "express";
import { retryAfter } from "#app/infra/rate-limit.ts";
import { recordAttribution } from "#app/features/analytics/attribution.server.ts";
import type { ContactFormKind, NewsletterSource } from "#app/features/leads/payloads.ts";
import type { SubmitMeta, SubmitResult } from "#app/features/leads/service.server.ts";
import type { Services } from "#app/services.server.ts";
import { acceptPosts, jsonApiErrors } from "./json-api";

/**
 * The lead API: every form posts here (JSON from the browser; form posts work too). It is also
 * the documented HTTP API for the owner's tools (docs/owner-guide.md, 'Leads: storage, delivery and the lead API'). Bad input gets a 4xx with
 * field errors, never a 5xx.
 */
const BODY_LIMIT = "64kb";

const contactRoutes: Record<string, ContactFormKind> = { contact: "contact", "get-in-touch": "get_in_touch", chat: "chat" };

export function leadsRouter(svc: Services): Router {
  const router = Router();
  acceptPosts(router, { limit: BODY_LIMIT, forms: true });

  const meta = (req: Request): SubmitMeta => ({ clientHash: svc.clientHash(req.ip), userAgent: req.get("user-agent") ?? null });
  const input = (req: Request): Record<string, unknown> | null =>
    req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : null;
  const reply = async (req: Request, res: Response, r: SubmitResult) => {
    // Where the visit came from (issue 25): stored beside the lead once it is stored. A form
    // post carries none (no script filled it in): then its Referer, if a page of this site, tells
    // the page it was sent from and that page's UTM tags.
    const posted = { referer: req.get("referer"), origin: `${req.protocol}://${req.host}` };
    // A send repeated after a lost answer (docs/leads.md 'Sent twice') is answered 200 with the
    // submission stored the first time, whose attribution is already there.
    if (r.ok && r.repeated) return res.status(200).json({ ok: true, id: r.id });
    if (r.ok) await recordAttribution(svc.database, "submission", r.id, input(req)?.attribution, { posted }).catch((err: unknown) => req.log?.warn({ err }, "attribution not stored"));
    if (r.ok) return res.status(201).json({ ok: true, id: r.id });
    res.set(retryAfter(r.waitMinutes));
    return res.status(r.status).json({ ok: false, fieldErrors: r.fieldErrors, formError: r.formError });
  };
  const notAnObject = (res: Response) => res.status(400).json({ ok: false, fieldErrors: {}, formError: "The body must be a JSON object of form fields." });

  router.post("/:form", async (req, res, next) => {
    try {
      const form = String(req.params.form);
      // Own keys only: 'toString', 'constructor', '__proto__'… are on every object, and once
      // read as routes they answered 503 with a logged failure.
      const contact = Object.hasOwn(contactRoutes, form) ? contactRoutes[form] : undefined;
      if (!contact && form !== "portfolio-request" && form !== "newsletter") {
        return res.status(404).json({ ok: false, fieldErrors: {}, formError: `No form called ${form}.` });
      }
      const body = input(req);
      if (!body) return notAnObject(res);
      if (contact) return reply(req, res, await svc.leads.submitContact(contact, body, meta(req)));
      if (form === "portfolio-request") return reply(req, res, await svc.leads.submitPortfolio(body, meta(req)));
      const source: NewsletterSource = body.source === "insights_newsletter" ? "insights_newsletter" : "global_newsletter";
      return reply(req, res, await svc.leads.subscribe(source, body, meta(req)));
    } catch (err) {
      next(err);
    }
  });

  router.use(jsonApiErrors("lead API", BODY_LIMIT));
  return router;
}
