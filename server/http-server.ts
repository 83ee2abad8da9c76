import http, { type RequestListener, type Server } from "node:http";
import { BlockList, isIPv4, type Socket } from "node:net";
import { SERVER_CONNECTION_LIMITS } from "#app/config/server-connections.ts";
import { clientAddressKey } from "#app/lib/client-address.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { IdleConnections } from "./idle-connections.ts";

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
 *
 * Idle keep-alive connections give way first (issue 45): from `closeIdleAt` open connections on,
 * each new one closes an idle one (server/idle-connections.ts: of the client holding the most,
 * the longest idle), so connections kept open after one request cannot take every place. The
 * places between `closeIdleAt` and `total` are for connections that arrive when none is idle.
 * Node's own cap (maxConnections) is set to `total` only: at `closeIdleAt` it would refuse the
 * new connection before an idle one could make room.
 */
export function createHttpServer(
  handler: RequestListener,
  { limits = SERVER_CONNECTION_LIMITS, uncapped = () => false }: { limits?: ConnectionLimits; uncapped?: (address: string) => boolean } = {},
): Server {
  const inFlight = new Set<http.ServerResponse>();
  // Every open connection, with its client and how many of its requests are unanswered; a
  // connection is idle once it has answered all (a new one is not: its request is on its way).
  const connections = new Map<Socket, { client: string; unanswered: number }>();
  const idle = new IdleConnections<Socket>();
  const server = http.createServer(
    { requestTimeout: limits.requestTimeoutMs, headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    (req, res) => {
      if (closing.has(server)) res.setHeader("Connection", "close");
      else {
        inFlight.add(res);
        res.once("close", () => inFlight.delete(res));
      }
      const socket = req.socket;
      const connection = connections.get(socket);
      if (connection) {
        connection.unanswered++;
        idle.remove(socket);
        res.once("close", () => {
          if (--connection.unanswered > 0 || !connections.has(socket)) return;
          idle.idle(socket, connection.client);
          // Past closeIdleAt (busy connections came in while none was idle), the idle ones go
          // as they become idle: left open, they could fill every place up to the total, where
          // Node refuses new connections before this code could make room.
          closeIdle(limits.closeIdleAt);
        });
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

  let warnedIdle = 0;
  /** Closes idle connections, in the order IdleConnections picks, until at most `keep` are open or none is idle. */
  const closeIdle = (keep: number) => {
    let closed = 0;
    while (connections.size > keep) {
      const first = idle.takeFirstToClose();
      if (!first) break;
      connections.delete(first);
      first.destroy();
      closed++;
    }
    if (closed && Date.now() - warnedIdle > 60_000) {
      warnedIdle = Date.now();
      logger.warn({ closeIdleAt: limits.closeIdleAt, total: limits.total }, "near the connection cap: idle keep-alive connections closed to make room (said once a minute at most)");
    }
  };

  const open = new Map<string, number>();
  let warned = 0;
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    const key = clientAddressKey(address);
    if (address && !uncapped(address)) {
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
    }
    // Near the cap: an idle connection makes room for this one before it is counted.
    closeIdle(limits.closeIdleAt - 1);
    connections.set(socket, { client: key, unanswered: 0 });
    socket.once("close", () => {
      connections.delete(socket);
      idle.remove(socket);
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
