import { Router } from "express";
import { retryAfter } from "#app/infra/rate-limit.ts";
import { CONSENT_RECORD_RATE_LIMIT } from "#app/config/rate-limits.ts";
import { readConsentRecord, storeConsentRecord } from "#app/features/consent/records.server.ts";
import { securityMessages } from "#app/features/leads/messages.ts";
import type { Services } from "#app/services.server.ts";
import { acceptPosts, jsonApiErrors } from "./json-api.ts";

/**
 * POST /api/consent: the cookie banner's record of a choice (DECISIONS 15; docs/owner-guide.md 'Cookie
 * consent'). JSON {choice, revision, analytics, marketing, personalization}; answers
 * 201 {ok, id}. A small body, checked to the letter; a client may store a few per window.
 */
export function consentRouter(svc: Services): Router {
  const router = Router();
  acceptPosts(router, { limit: "1kb" });
  router.post("/", async (req, res, next) => {
    try {
      const record = readConsentRecord(req.body);
      if (!record) return res.status(400).json({ ok: false, formError: "Not a consent choice of the current revision." });
      const bucket = `consent:${svc.clientHash(req.ip)}`;
      const take = await svc.limiter.take(bucket, CONSENT_RECORD_RATE_LIMIT, Date.now());
      if (!take.allowed) return res.status(429).set(retryAfter(take.waitMinutes)).json({ ok: false, formError: securityMessages.tooManyRequests(take.waitMinutes) });
      const id = await storeConsentRecord(svc.database, record, req.get("sec-gpc") === "1");
      res.status(201).json({ ok: true, id });
    } catch (err) {
      next(err);
    }
  });
  router.use(jsonApiErrors("consent API", "1kb"));
  return router;
}
