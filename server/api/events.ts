import { Router } from "express";
import { retryAfter } from "#app/infra/rate-limit.ts";
import { COUNTRY_HEADER, EVENTS_BODY_LIMIT } from "#app/features/analytics/events.server.ts";
import type { Services } from "#app/services.server.ts";
import { acceptPosts, jsonApiErrors } from "./json-api";

/**
 * POST /api/events: a page view from the site's own tracker (issue 25; docs/decisions/023).
 * JSON {path, ref, source, medium, campaign, width, entry}; 202 when taken (a bot or an excluded
 * browser is answered the same, and not counted), 400 with field errors, 429 past the
 * per-client limit. The same-origin check of the other APIs is in front (mount.ts).
 */
export function eventsRouter(svc: Services): Router {
  const router = Router();
  acceptPosts(router, { limit: EVENTS_BODY_LIMIT });
  router.post("/", async (req, res, next) => {
    try {
      const r = await svc.analytics.take({ body: req.body, ip: req.ip, userAgent: req.get("user-agent"), cookies: req.get("cookie"), country: req.get(COUNTRY_HEADER) });
      res.setHeader("Cache-Control", "no-store");
      if (r.status === 400) return res.status(400).json({ ok: false, fieldErrors: r.fieldErrors, formError: "Not a page view." });
      // The limit is per minute (EVENTS_PER_CLIENT_MINUTE).
      if (r.status === 429) return res.status(429).set(retryAfter(1)).json({ ok: false, fieldErrors: {}, formError: "Too many events." });
      return res.status(202).json({ ok: true });
    } catch (err) {
      next(err);
    }
  });
  router.use(jsonApiErrors("events API", EVENTS_BODY_LIMIT));
  return router;
}
