import { logger } from "#app/lib/logger.server.ts";
import { schedulers, type SchedulerKind } from "./scheduler.ts";

/**
 * Whether a booking the embed reported really exists in the owner's scheduler (Calendly). The
 * browser only relays the scheduler's message, so anyone can post scheduler-shaped URIs to
 * /api/booking; only the scheduler's API can say the booking is real. With CALENDLY_TOKEN set
 * the server asks it:
 *
 * - the invitee (GET {event}/invitees/{id}): it exists, is active and belongs to the event;
 * - the event (GET /scheduled_events/{id}): it is active, and of an event type…
 * - (GET /event_types/{id}) whose scheduling page is the one this kind of booking embeds, so a
 *   booking of some other event type, or a free chat posted as the strategy session, is refused.
 *
 * The answer: `verified`; `refused` when the scheduler says the booking is not there or not
 * ours (the endpoint answers 400 and stores nothing); `unverified` when it could not tell (no
 * token, scheduler unreachable, token rejected): stored, and shown as unverified in the admin.
 */
export type Verification = { outcome: "verified" } | { outcome: "refused"; reason: string } | { outcome: "unverified"; reason: string };

export interface SchedulerVerifier {
  verify(kind: SchedulerKind, eventUri: string, inviteeUri: string): Promise<Verification>;
}

/** Without a token nothing can be verified: every booking is stored as unverified. */
export const noVerifier: SchedulerVerifier = { verify: async () => ({ outcome: "unverified", reason: "no CALENDLY_TOKEN" }) };

const TIMEOUT_MS = 5000;

class Unanswered extends Error {}

/** A scheduling page's address, compared without case, query or trailing slash. */
const samePage = (a: string, b: string) => {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    return x.origin === y.origin && x.pathname.replace(/\/+$/, "").toLowerCase() === y.pathname.replace(/\/+$/, "").toLowerCase();
  } catch {
    return false;
  }
};

export function calendlyVerifier({ token, apiBase }: { token: string; apiBase: string }, fetchFn: typeof fetch = fetch): SchedulerVerifier {
  /** GETs an API URI (its path, on apiBase: the tests' fake); null for 404, Unanswered when it cannot tell. */
  async function get(uri: string): Promise<Record<string, unknown> | null> {
    const url = new URL(new URL(uri).pathname, apiBase.replace(/\/?$/, "/"));
    let res: Response;
    try {
      res = await fetchFn(url, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" }, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new Unanswered(`scheduler API unreachable: ${(err as Error).message}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new Unanswered(`scheduler API answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { resource?: unknown } | null;
    const resource = body?.resource;
    if (!resource || typeof resource !== "object") throw new Unanswered("scheduler API answered without a resource");
    return resource as Record<string, unknown>;
  }

  return {
    async verify(kind, eventUri, inviteeUri) {
      try {
        const invitee = await get(inviteeUri);
        if (!invitee) return { outcome: "refused", reason: "no such invitee" };
        if (invitee.event !== eventUri) return { outcome: "refused", reason: "the invitee belongs to another event" };
        if (invitee.status !== "active") return { outcome: "refused", reason: "the invitee canceled" };
        const event = await get(eventUri);
        if (!event) return { outcome: "refused", reason: "no such event" };
        if (event.status !== "active") return { outcome: "refused", reason: "the event is canceled" };
        if (typeof event.event_type !== "string") return { outcome: "refused", reason: "the event has no event type" };
        const type = await get(event.event_type);
        if (!type || typeof type.scheduling_url !== "string" || !samePage(type.scheduling_url, schedulers[kind].url)) {
          return { outcome: "refused", reason: `not an event of the ${kind} scheduling page` };
        }
        return { outcome: "verified" };
      } catch (err) {
        if (!(err instanceof Unanswered)) throw err;
        logger.warn({ kind, reason: err.message }, "booking stored unverified: the scheduler could not be asked");
        return { outcome: "unverified", reason: err.message };
      }
    },
  };
}

export const schedulerVerifier = (scheduler: { token: string; apiBase: string } | undefined): SchedulerVerifier => (scheduler ? calendlyVerifier(scheduler) : noVerifier);
