import express, { type ErrorRequestHandler, Router } from "express";
import { CONSENT_RECORD_RATE_LIMIT } from "~/config/constants";
import { consentRecordSchema, storeConsentRecord } from "~/features/consent/records.server";
import type { Runtime } from "~/runtime.server";
import { answerAfterBody } from "../lingering";

/**
 * POST /api/consent: the cookie banner's record of a choice (DECISIONS 15; README 'Cookie
 * consent'). JSON {choice, revision, analytics, marketing, personalization}; answers
 * 201 {ok, id}. A small body, checked to the letter; a client may store a few per window.
 */
export function consentRouter(rt: Runtime): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (req.method !== "POST") return answerAfterBody(req, () => res.status(405).set("Allow", "POST").json({ ok: false, error: "Use POST." }));
    if (!req.is("application/json")) return answerAfterBody(req, () => res.status(415).json({ ok: false, error: "Send JSON (application/json)." }));
    next();
  });
  router.use(express.json({ limit: "1kb", strict: true }));
  router.post("/", async (req, res, next) => {
    try {
      const parsed = consentRecordSchema.safeParse(req.body);
      if (!parsed.success) return res.status(400).json({ ok: false, error: "Not a consent choice of the current revision." });
      const bucket = `consent:${rt.clientHash(req.ip)}`;
      const take = await rt.limiter.take(bucket, CONSENT_RECORD_RATE_LIMIT, Date.now());
      if (!take.allowed) return res.status(429).json({ ok: false, error: `Too many requests. Please try again in ${take.waitMinutes} minutes.` });
      const id = await storeConsentRecord(rt.database, parsed.data, req.get("sec-gpc") === "1");
      res.status(201).json({ ok: true, id });
    } catch (err) {
      next(err);
    }
  });
  const errors: ErrorRequestHandler = (err, req, res, next) => {
    const e = err as { type?: string; status?: number };
    if (res.headersSent) return next(err);
    const refuse = (status: number, error: string) => answerAfterBody(req, () => res.status(status).json({ ok: false, error }));
    if (e.type === "entity.too.large") return refuse(413, "Too large.");
    if (e.type === "entity.parse.failed") return refuse(400, "The body is not valid JSON.");
    if (typeof e.status === "number" && e.status >= 400 && e.status < 500) return refuse(e.status, "Bad request.");
    req.log?.error({ err }, "consent API failure");
    return res.status(503).json({ ok: false, error: "Something went wrong. Please try again." });
  };
  router.use(errors);
  return router;
}
