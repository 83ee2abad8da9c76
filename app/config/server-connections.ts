import { FORM_REQUEST_TIMEOUT_MS } from "./forms.ts";

/**
 * The HTTP server's connections (server/http-server.ts). Node's defaults let one slowly sent
 * body hold a connection for 300 s, with no cap per address or in total.
 * - requestTimeoutMs: a request's headers and body must arrive within this. The largest body a
 *   browser sends is a form's 64 KB, under 15 s on a slow phone link (~5 KB/s); the browser
 *   gives up on a form after FORM_REQUEST_TIMEOUT_MS anyway.
 * - headersTimeoutMs: the headers alone (a few KB).
 * - checkIntervalMs: how often Node looks for requests past those times (its default, 30 s,
 *   would let a timeout run up to 30 s late).
 * - perAddress: open connections per client address (an IPv6 /64 is one client). A browser
 *   opens at most 6 to a host; the rest leaves room for a few browsers behind one NAT. A
 *   proxy named by TRUST_PROXY carries every visitor and is not capped.
 * - closeIdleAt: from this many open connections on, each new connection closes an idle
 *   keep-alive one first (of the client holding the most idle, the longest idle: issue 45, 905
 *   connections kept open after one request each locked every visitor out). An idle connection
 *   is otherwise kept 65 s (a proxy in front keeps its own up to 60 s).
 * - total: open connections in all, never more (connections that arrive when none is idle get
 *   the places above closeIdleAt); below the usual 1,024 open files per process, which the
 *   database and the log files need too.
 */
export const SERVER_CONNECTION_LIMITS = {
  requestTimeoutMs: FORM_REQUEST_TIMEOUT_MS,
  headersTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
  perAddress: 32,
  closeIdleAt: 800,
  total: 900,
} as const;
