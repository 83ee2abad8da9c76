/**
 * The idle keep-alive connections of the HTTP server, by client, and which one to close first
 * when the server nears its connection cap (server/http-server.ts; issue 45: 905 connections,
 * each kept open after one request, took every place, and every other visitor got
 * ECONNRESET for as long as they were renewed).
 *
 * The one closed first is the connection idle longest of the client holding the most idle
 * connections (ties: the client whose oldest has waited longest). So whoever hoards
 * connections loses them first, and a visitor with one or two open keeps them. A client is
 * an address, or an IPv6 /64 (clientAddressKey), as for every per-client limit.
 *
 * Closing an idle connection costs its client nothing but a new handshake: no request is on
 * it, and browsers (and proxies) open a new connection when a kept one has been closed.
 */
export class IdleConnections<T> {
  /** Per client, its idle connections (and since when), in the order they became idle: a Map keeps insertion order. */
  readonly #byClient = new Map<string, Map<T, number>>();
  readonly #clientOf = new Map<T, string>();

  /** How many connections are idle now. */
  get size(): number {
    return this.#clientOf.size;
  }

  /** A connection has answered all it was asked and waits for another request (since `now`). */
  idle(connection: T, client: string, now = Date.now()): void {
    this.remove(connection);
    let mine = this.#byClient.get(client);
    if (!mine) this.#byClient.set(client, (mine = new Map()));
    mine.set(connection, now);
    this.#clientOf.set(connection, client);
  }

  /** A connection is busy again (a request arrived on it), or closed: no longer one to close. */
  remove(connection: T): void {
    const client = this.#clientOf.get(connection);
    if (client === undefined) return;
    this.#clientOf.delete(connection);
    const mine = this.#byClient.get(client);
    mine?.delete(connection);
    if (mine?.size === 0) this.#byClient.delete(client);
  }

  /** Takes (and forgets) the idle connection to close first, or undefined when none is idle. */
  takeFirstToClose(): T | undefined {
    let chosen: { mine: Map<T, number>; oldest: T; since: number } | undefined;
    for (const mine of this.#byClient.values()) {
      // The first entry is the client's longest idle (entries are added as they become idle).
      const [oldest, since] = mine.entries().next().value as [T, number];
      if (!chosen || mine.size > chosen.mine.size || (mine.size === chosen.mine.size && since < chosen.since)) chosen = { mine, oldest, since };
    }
    if (!chosen) return undefined;
    this.remove(chosen.oldest);
    return chosen.oldest;
  }
}
