import { Router } from "express";
import { retryAfter } from "#app/infra/rate-limit.ts";
import { recordAttribution } from "#app/features/analytics/attribution.server.ts";
import { recordBooking } from "#app/features/booking/bookings.server.ts";
import { schedulerVerifier } from "#app/features/booking/verify.server.ts";
import type { Services } from "#app/services.server.ts";
import { acceptPosts, bodyOf, jsonApiErrors, notAnObject } from "./json-api.ts";

const BODY_LIMIT = "16kb";

/**
 * /api/booking: the scheduler embed's booking, relayed by our page. Anyone can post one, so it
 * is verified with the scheduler's API when CALENDLY_TOKEN is set, and stored as unverified
 * otherwise (bookings.server.ts).
 */
export function bookingRouter(svc: Services): Router {
  const router = Router();
  acceptPosts(router, { limit: BODY_LIMIT });
  const verifier = schedulerVerifier(svc.cfg.scheduler);
  router.post("/", async (req, res, next) => {
    try {
      const body = bodyOf(req);
      if (!body) return res.status(400).json(notAnObject);
      const hash = svc.clientHash(req.ip);
      const bucket = `booking:${hash}`;
      const decision = await svc.limiter.take(bucket, { max: 20, windowMs: 15 * 60 * 1000 }, Date.now());
      if (!decision.allowed) return res.status(429).set(retryAfter(decision.waitMinutes)).json({ ok: false, error: "Too many requests." });
      const r = await recordBooking(svc.database, body, hash, { verifier });
      if (!r.ok) {
        // A malformed post costs nothing; one the scheduler's API was asked about keeps its hit,
        // so forged URIs cannot spend the owner's API quota without limit.
        if (!r.asked) await svc.limiter.giveBack(bucket, decision.hit);
        return res.status(r.status).json({ ok: false, error: r.error, fieldErrors: r.fieldErrors });
      }
      // 201 only when this request stored the booking; a repeat of a stored one is 200 with the
      // stored booking's id (idempotent: the same event posted again changes nothing).
      // Where the visit came from (issue 25), once, for the request that stored it.
      if (!r.duplicate) await recordAttribution(svc.database, "booking", r.id, body.attribution).catch((err: unknown) => req.log?.warn({ err }, "attribution not stored"));
      if (r.duplicate) return res.status(200).json({ ok: true, id: r.id, duplicate: true, verified: r.verified });
      return res.status(201).json({ ok: true, id: r.id, verified: r.verified });
    } catch (err) {
      next(err);
    }
  });
  router.use(jsonApiErrors("booking API", BODY_LIMIT));
  return router;
}
