import http, { type RequestListener, type Server } from "node:http";
import { BlockList, isIPv4 } from "node:net";
import { SERVER_CONNECTION_LIMITS } from "#app/config/constants.ts";
import { clientAddressKey } from "#app/lib/client-address.server.ts";
import { logger } from "#app/lib/logger.server.ts";

export type ConnectionLimits = { [K in keyof typeof SERVER_CONNECTION_LIMITS]: number };

/**
 * The HTTP server, with limits on how long a request may take to arrive and how many
 * connections are open (SERVER_CONNECTION_LIMITS says why each is what it is). A request whose
 * headers or body are still arriving past the timeout gets 408 and its connection is closed.
 *
 * Connections past the cap of their address (an IPv6 /64 counts as one, as for every
 * per-client limit) or past the total are closed at once, before any byte is read.
 * `uncapped` names peers with no cap of their own (start(): this machine, and the proxies named by
 * TRUST_PROXY: every visitor comes through them); the total cap still holds for them.
 */
export function createHttpServer(
  handler: RequestListener,
  { limits = SERVER_CONNECTION_LIMITS, uncapped = () => false }: { limits?: ConnectionLimits; uncapped?: (address: string) => boolean } = {},
): Server {
  const inFlight = new Set<http.ServerResponse>();
  const server = http.createServer(
    { requestTimeout: limits.requestTimeoutMs, headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    (req, res) => {
      if (closing.has(server)) res.setHeader("Connection", "close");
      else {
        inFlight.add(res);
        res.once("close", () => inFlight.delete(res));
      }
      handler(req, res);
    },
  );
  stoppers.set(server, () => {
    for (const res of inFlight) {
      if (!res.headersSent) res.setHeader("Connection", "close");
      // Its headers said keep-alive: the connection is ended once the response is out.
      else res.once("finish", () => res.socket?.end());
    }
    inFlight.clear();
  });
  server.maxConnections = limits.total;
  // Behind a proxy that keeps connections open for up to 60 s (nginx, most load balancers): an
  // idle connection must outlive the proxy's, or the proxy sends on one we are closing.
  server.keepAliveTimeout = 65_000;

  const open = new Map<string, number>();
  let warned = 0;
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || uncapped(address)) return;
    const key = clientAddressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= limits.perAddress) {
      // One line a minute at most: a flood must not flood the log too.
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        logger.warn({ perAddress: limits.perAddress }, "connections refused: one address has too many open");
      }
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return server;
}

const closing = new WeakSet<Server>();
const stoppers = new WeakMap<Server, () => void>();

/**
 * Stops the server as a restart needs: no new connection, idle ones closed, and every connection
 * still busy closed after its response (`Connection: close`). `server.close()` alone leaves a
 * connection that was busy when it was called open for keep-alive (Node 26): a proxy kept sending
 * new requests on it (a lead form's post among them) to the stopping server, which cut them when
 * its grace time ran out, and the proxy answered 502 for a lead that may have been stored.
 */
export function closeGracefully(server: Server): Promise<void> {
  closing.add(server);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  stoppers.get(server)?.();
  server.closeIdleConnections();
  return closed;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/**
 * A peer on this machine (127.0.0.0/8, ::1, or either IPv4-mapped): a local proxy in front, the
 * owner's tools, the bench. Not a visitor to cap per address.
 */
export function isLoopback(address: string): boolean {
  const key = clientAddressKey(address);
  return isIPv4(key) ? LOOPBACK.check(key, "ipv4") : LOOPBACK.check(address.split("%", 1)[0] as string, "ipv6");
}
