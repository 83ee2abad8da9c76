import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server.ts";
import { prettyLine } from "./pretty-log.server.ts";

/** Issue 47, item 4: sentences on a terminal, JSON lines for a log collector. */
function capture(tty: boolean) {
  const lines: string[] = [];
  const logger = createLogger({ tty, out: { write: (s: string) => lines.push(s) } });
  return { logger, lines };
}

describe("the log's format", () => {
  it("on a terminal: time, a word for warnings and errors, the message", () => {
    const { logger, lines } = capture(true);
    logger.info({ port: 3000 }, "strategist-site serving http://localhost:3000");
    logger.warn("payments are off");
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2} {2}strategist-site serving http:\/\/localhost:3000\n$/);
    expect(lines[1]).toMatch(/^\d{2}:\d{2}:\d{2} {2}warning: payments are off\n$/);
    expect(lines.join("")).not.toContain("{");
  });

  it("not a terminal: one JSON object per line, as log collectors expect", () => {
    const { logger, lines } = capture(false);
    logger.info({ port: 3000 }, "serving");
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: "serving", port: 3000 });
  });

  it("a request reads as method, path, status and time; an error keeps its message and stack", () => {
    expect(prettyLine(JSON.stringify({ level: 30, time: 0, msg: "request completed", req: { method: "GET", url: "/about" }, res: { statusCode: 200 }, responseTime: 4 }))).toMatch(/ {2}GET \/about 200 in 4 ms\n$/);
    const err = prettyLine(JSON.stringify({ level: 50, time: 0, msg: "webhook failure", err: { message: "boom", stack: "Error: boom\n    at x" } }));
    expect(err).toMatch(/ {2}error: webhook failure \(boom\)\nError: boom\n {4}at x\n$/);
    expect(prettyLine("not json")).toBe("not json\n");
  });
});
