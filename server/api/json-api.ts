import express, { type ErrorRequestHandler, type Request, type Router } from "express";
import { formToasts } from "#app/features/leads/messages.ts";
import { answerAfterBody } from "#server/lingering.ts";

/**
 * The front of a JSON API (leads, checkout, booking, consent): POST only, the body's type checked
 * and its size limited before it is read; the leads API also takes a plain form post.
 */
export function acceptPosts(router: Router, { limit, forms = false }: { limit: string; forms?: boolean }): void {
  const types = forms ? ["application/json", "application/x-www-form-urlencoded"] : ["application/json"];
  const sendAs = forms ? "Send JSON (application/json) or a form post (application/x-www-form-urlencoded)." : "Send JSON (application/json).";
  router.use((req, res, next) => {
    if (req.method !== "POST") return answerAfterBody(req, () => res.status(405).set("Allow", "POST").json({ ok: false, formError: "Use POST." }));
    if (!req.is(types)) return answerAfterBody(req, () => res.status(415).json({ ok: false, formError: sendAs }));
    next();
  });
  router.use(express.json({ limit, strict: true }));
  if (forms) router.use(express.urlencoded({ extended: false, limit, parameterLimit: 50 }));
}

/** The parsed JSON body when it is an object (not an array, a scalar or raw bytes), else null. */
export const bodyOf = (req: Request): Record<string, unknown> | null =>
  req.body && typeof req.body === "object" && !Array.isArray(req.body) && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : null;

/** The 400 answer to a body that is not a JSON object (checkout, booking). */
export const notAnObject = { ok: false, fieldErrors: {}, formError: "The body must be a JSON object." };

/**
 * The error handler of the JSON APIs (leads, checkout, booking, consent): a body the parsers refuse gets a
 * 4xx, answered once the client has finished sending; only our own failures are a logged 503.
 */
export function jsonApiErrors(what: string, bodyLimit: string): ErrorRequestHandler {
  return (err, req, res, next) => {
    const e = err as { type?: string; status?: number; body?: unknown };
    if (res.headersSent) return next(err);
    const refuse = (status: number, formError: string) => answerAfterBody(req, () => res.status(status).json({ ok: false, fieldErrors: {}, formError }));
    if (e.type === "entity.too.large") return refuse(413, `The request is too large (limit ${bodyLimit}).`);
    // Strict parsing refuses valid JSON that is not an object or array (`null`, `"text"`, `42`) the
    // same way as broken JSON: told apart here, so the answer says what is wrong.
    if (e.type === "entity.parse.failed") return refuse(400, isJson(e.body) ? "The body must be a JSON object." : "The body is not valid JSON.");
    if (e.type === "charset.unsupported" || e.type === "encoding.unsupported") return refuse(415, "Unsupported encoding.");
    if (e.type === "parameters.too.many") return refuse(413, "Too many fields.");
    if (typeof e.status === "number" && e.status >= 400 && e.status < 500) return refuse(e.status, "Bad request.");
    req.log?.error({ err }, `${what} failure`);
    // Our failure (e.g. the database is unreachable): the visitor keeps their input and may retry.
    return res.status(503).json({ ok: false, fieldErrors: {}, formError: formToasts.error.description });
  };
}

/** Whether a refused body (body-parser keeps its text on the error, within the size limit) is JSON at all. */
function isJson(body: unknown): boolean {
  if (typeof body !== "string") return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
