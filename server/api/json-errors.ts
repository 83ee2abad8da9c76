import type { ErrorRequestHandler } from "express";
import { answerAfterBody } from "../lingering";

/**
 * The error handler of the JSON APIs (leads, checkout, booking): a body the parsers refuse gets a
 * 4xx, answered once the client has finished sending; only our own failures are a logged 503.
 */
export function jsonApiErrors(what: string, bodyLimit: string): ErrorRequestHandler {
  return (err, req, res, next) => {
    const e = err as { type?: string; status?: number };
    if (res.headersSent) return next(err);
    const refuse = (status: number, formError: string) => answerAfterBody(req, () => res.status(status).json({ ok: false, fieldErrors: {}, formError }));
    if (e.type === "entity.too.large") return refuse(413, `The request is too large (limit ${bodyLimit}).`);
    if (e.type === "entity.parse.failed") return refuse(400, "The body is not valid JSON.");
    if (e.type === "charset.unsupported" || e.type === "encoding.unsupported") return refuse(415, "Unsupported encoding.");
    if (e.type === "parameters.too.many") return refuse(413, "Too many fields.");
    if (typeof e.status === "number" && e.status >= 400 && e.status < 500) return refuse(e.status, "Bad request.");
    req.log?.error({ err }, `${what} failure`);
    // Our failure (e.g. the database is unreachable): the visitor keeps their input and may retry.
    return res.status(503).json({ ok: false, fieldErrors: {}, formError: "Something went wrong. Please try again." });
  };
}
