import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { redactQueryValues } from "#app/lib/log-redaction.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { HEALTH_PATHS } from "./health.ts";
import { requestLogLevel } from "./request-log-level.ts";

/** Assets, and the health checks a load balancer polls every few seconds, are not logged. */
const notLogged = (req: IncomingMessage) => (req.url ?? "").startsWith("/assets/") || (HEALTH_PATHS as readonly string[]).includes(req.url ?? "");

/** The message of a 404's line: one place, for the log's readers and the tests. */
export const NOT_FOUND_LOG_MESSAGE = "page not found";

/**
 * One line per request (pino-http), at the level requestLogLevel gives, and one info line per
 * 404 with the path and the page that linked to it, no headers: a 404 is a visitor's or a
 * crawler's guess, nothing the owner must act on, and at LOG_LEVEL=warn each one wrote two
 * warnings with every request header (issue 45: 233 in a short run, hiding the real ones).
 */
export function requestLogging(log: Logger = logger): RequestHandler[] {
  const perRequest = pinoHttp({
    logger: log,
    autoLogging: { ignore: notLogged },
    customLogLevel: (_req, res, err) => requestLogLevel(res, err),
    // A URL's query values can be personal (a search, an e-mail in a filter): the line keeps
    // the path and the parameters' names only (app/lib/log-redaction.server.ts), the referer too.
    serializers: {
      req: (req: { url?: string; query?: unknown; headers?: Record<string, string | undefined> }) => ({
        ...req,
        url: req.url && redactQueryValues(req.url),
        query: undefined,
        headers: req.headers && { ...req.headers, referer: req.headers.referer && redactQueryValues(req.headers.referer) },
      }),
    },
  });
  const notFound: RequestHandler = (req, res, next) => {
    if (!notLogged(req)) {
      res.once("finish", () => {
        if (res.statusCode !== 404) return;
        const referer = req.get("referer");
        log.info({ method: req.method, path: req.path, referer: referer === undefined ? undefined : redactQueryValues(referer) }, NOT_FOUND_LOG_MESSAGE);
      });
    }
    next();
  };
  return [perRequest as unknown as RequestHandler, notFound];
}
