import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { requestLogLevel } from "./request-log-level.ts";

const res = (statusCode: number, locals?: { expectedUnavailable?: boolean }) => ({ statusCode, locals }) as ServerResponse & { locals?: { expectedUnavailable?: boolean } };

describe("a request's log level", () => {
  it("our failures are errors, refusals warnings, the rest info; a 404 has its own line (server/request-log.ts)", () => {
    expect(requestLogLevel(res(200))).toBe("info");
    expect(requestLogLevel(res(302))).toBe("info");
    expect(requestLogLevel(res(404))).toBe("silent");
    expect(requestLogLevel(res(400))).toBe("warn");
    expect(requestLogLevel(res(403))).toBe("warn");
    expect(requestLogLevel(res(429))).toBe("warn");
    expect(requestLogLevel(res(404), new Error("x"))).toBe("error");
    expect(requestLogLevel(res(503))).toBe("error");
    expect(requestLogLevel(res(502))).toBe("error");
    expect(requestLogLevel(res(200), new Error("x"))).toBe("error");
  });

  it("a 503 the site's settings explain (payments off) is a warning; another status is not changed by the mark", () => {
    expect(requestLogLevel(res(503, { expectedUnavailable: true }))).toBe("warn");
    expect(requestLogLevel(res(200, { expectedUnavailable: true }))).toBe("info");
    expect(requestLogLevel(res(503, { expectedUnavailable: true }), new Error("x"))).toBe("error");
  });
});
