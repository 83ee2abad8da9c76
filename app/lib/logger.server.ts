import pino from "pino";
import { prettyStream } from "./pretty-log.server.ts";

/**
 * One logger for the server and the app (they are bundled together). The level comes from
 * LOG_LEVEL, read directly so logging works even before the config is validated. JSON lines for
 * a log collector; sentences when stdout is a terminal (./pretty-log.server.ts).
 */
export function createLogger({ tty, out }: { tty: boolean; out: { write: (s: string) => unknown } }): pino.Logger {
  const options: pino.LoggerOptions = {
    level: process.env.LOG_LEVEL || "info",
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
  };
  return pino(options, tty ? prettyStream(out) : out);
}

// Not a TTY: pino's own writer on fd 1 (what pino() uses when given none).
export const logger = createLogger({ tty: process.stdout.isTTY === true, out: process.stdout.isTTY ? process.stdout : pino.destination(1) });
