import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  /** Sent as is; a function writes it in pieces (a body without Content-Length is sent chunked). */
  body?: string | Buffer | ((write: (chunk: string | Buffer) => boolean) => Promise<void> | void);
  timeoutMs?: number;
  /** A keep-alive agent to reuse connections (default: a new connection per request). */
  agent?: http.Agent;
}

/**
 * One HTTP request with exactly the given method, path and headers (fetch normalises or refuses
 * some: TRACE, odd paths, a wrong Content-Length). The answer counts even when the server
 * answered before the whole body was sent and then stopped reading.
 */
export function rawRequest(base: string, r: RawRequest): Promise<RawResponse> {
  const url = new URL(base);
  const headers = { ...r.headers };
  // Node sends a DELETE's or OPTIONS' body without framing unless told its length.
  if ((typeof r.body === "string" || Buffer.isBuffer(r.body)) && !Object.keys(headers).some((k) => /^(content-length|transfer-encoding)$/i.test(k))) {
    headers["content-length"] = String(Buffer.byteLength(r.body));
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: r.method ?? "GET",
      path: r.path,
      headers,
      agent: r.agent ?? false,
      setHost: !Object.keys(headers).some((k) => k.toLowerCase() === "host"),
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer in ${r.timeoutMs ?? 30_000} ms`)), r.timeoutMs ?? 30_000);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      const done = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      };
      res.on("end", done);
      res.on("error", done);
      res.on("close", done);
    });
    req.on("error", (err) => {
      // EPIPE/ECONNRESET while the body is still being sent: the server answered early and
      // closed; the answer may still be on its way.
      if (settled) return;
      setTimeout(() => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err);
      }, 1000);
    });
    const body = r.body;
    if (typeof body === "function") {
      Promise.resolve(body((c) => req.write(c)))
        .then(() => req.end())
        .catch(() => req.destroy());
    } else req.end(body);
  });
}
