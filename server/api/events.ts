import { Router } from "express";
import { retryAfter } from "#app/infra/rate-limit.ts";
import { COUNTRY_HEADER, EVENTS_BODY_LIMIT } from "#app/features/analytics/events.server.ts";
import type { Services } from "#app/services.server.ts";
import { acceptPosts, jsonApiErrors } from "./json-api.ts";

/**
 * POST /api/events: a page view from the site's own tracker (issue 25; docs/decisions/023).
 * JSON {path, ref, source, medium, campaign, width, entry}; 202 when taken, and the same 202 for
 * a view dropped by a rule (a bot, an excluded browser, no analytics consent, Sec-GPC, not a page
 * of the site, a repeat within the minute, the table full: nothing tells a sender which one); 400
 * with field errors; 429 with Retry-After past a per-client limit (a minute's, a day's). The
 * same-origin check of the other APIs is in front (mount.ts).
 */
export function eventsRouter(svc: Services): Router {
  const router = Router();
  acceptPosts(router, { limit: EVENTS_BODY_LIMIT });
  router.post("/", async (req, res, next) => {
    try {
      const r = await svc.analytics.take({ body: req.body, ip: req.ip, userAgent: req.get("user-agent"), cookies: req.get("cookie"), country: req.get(COUNTRY_HEADER), gpc: req.get("sec-gpc") === "1" });
      res.setHeader("Cache-Control", "no-store");
      if (r.status === 400) return res.status(400).json({ ok: false, fieldErrors: r.fieldErrors, formError: "Not a page view." });
      // EVENTS_PER_CLIENT_MINUTE (a minute's wait) or EVENTS_PER_CLIENT_DAY (until the client's 24 hours end).
      if (r.status === 429) return res.status(429).set(retryAfter(r.retryAfterMinutes)).json({ ok: false, fieldErrors: {}, formError: "Too many events." });
      return res.status(202).json({ ok: true });
    } catch (err) {
      next(err);
    }
  });
  router.use(jsonApiErrors("events API", EVENTS_BODY_LIMIT));
  return router;
}
