import { performance } from "node:perf_hooks";
import { Router, type Response } from "express";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { checkReadiness, type Readiness } from "#app/db/readiness.server.ts";
import { logger } from "#app/lib/logger.server.ts";

/** Paths polled by load balancers and monitors: not logged per request (server/app.ts). */
export const HEALTH_PATHS = ["/healthz", "/readyz"] as const;

/**
 * `GET /healthz`: the process is up (200 "ok", no database). `GET /readyz`: fit for traffic
 * (app/db/readiness.server.ts), 503 with `{"ready":false,"reason":…}` when not, and while the
 * server shuts down, so a load balancer stops sending before the port closes. Neither is cached,
 * indexed or rate-limited; /readyz reports its own cost in `Server-Timing` (one query, well under
 * 1 ms on either database). A change of readiness is logged once, not each poll.
 */
export function healthRoutes({ database, stuckAfterMs, isStopping }: { database: DatabaseHandle; stuckAfterMs: number; isStopping: () => boolean }): Router {
  const router = Router();
  const plainHeaders = (res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
  };
  let lastReason: string | null = null;

  router.get("/healthz", (_req, res) => {
    plainHeaders(res);
    res.type("text/plain").send("ok");
  });

  router.get("/readyz", async (_req, res) => {
    const started = performance.now();
    const result: Readiness = isStopping() ? { ready: false, reason: "shutting down" } : await checkReadiness(database, { stuckAfterMs });
    const reason = result.ready ? null : result.reason;
    if (reason !== lastReason) {
      if (reason) logger.warn({ reason }, "not ready");
      else logger.info("ready");
      lastReason = reason;
    }
    plainHeaders(res);
    res.setHeader("Server-Timing", `readyz;dur=${(performance.now() - started).toFixed(3)}`);
    res.status(result.ready ? 200 : 503).json(result);
  });
  return router;
}
