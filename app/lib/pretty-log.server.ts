/**
 * The start log in a terminal reads as sentences (issue 47, item 4): one line per entry, its
 * time, a word for a warning or an error, and the message; a request as "GET /path 200 in 4 ms".
 * Only when stdout is a terminal: a log collector (journald, docker logs) gets pino's JSON lines.
 * A dozen lines of our own rather than pino-pretty (a dependency and a worker thread for this).
 */
const LEVELS: Record<number, string> = { 10: "trace", 20: "debug", 40: "warning", 50: "error", 60: "fatal" };

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

export function prettyLine(json: string): string {
  let e: Entry;
  try {
    e = JSON.parse(json) as Entry;
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const time = typeof e.time === "number" ? new Date(e.time).toTimeString().slice(0, 8) : "";
  const level = LEVELS[e.level ?? 30];
  const request = e.req && e.res ? `${e.req.method ?? ""} ${e.req.url ?? ""} ${e.res.statusCode ?? ""}${typeof e.responseTime === "number" ? ` in ${e.responseTime} ms` : ""}` : "";
  const msg = request && (!e.msg || e.msg === "request completed") ? request : [e.msg, request].filter(Boolean).join(": ");
  const error = e.err?.message && !msg.includes(e.err.message) ? ` (${e.err.message})` : "";
  // An error's stack is what a developer at the terminal needs; it stays in the JSON for collectors.
  const stack = (e.level ?? 30) >= 50 && e.err?.stack ? `\n${e.err.stack}` : "";
  return `${time}  ${level ? `${level}: ` : ""}${msg}${error}${stack}\n`;
}

/** A destination for pino that writes each entry as its pretty line. */
export function prettyStream(out: { write: (s: string) => unknown }) {
  return { write: (chunk: string) => void out.write(prettyLine(chunk.trimEnd())) };
}
