import pino from "pino";

/**
 * One logger for the server and the app (they are bundled together). The level comes from
 * LOG_LEVEL, read directly so logging works even before the config is validated.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || "info",
  base: undefined,
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
});
