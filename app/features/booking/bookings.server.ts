import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { isEventUri, isInviteeUri, schedulerKinds, type SchedulerKind } from "./scheduler.ts";
import { noVerifier, type SchedulerVerifier } from "./verify.server.ts";

export type BookingResult =
  | { ok: true; id: string; duplicate: boolean; verified: boolean }
  /** `asked`: the scheduler's API was called for it (the caller keeps the rate-limit hit). */
  | { ok: false; status: 400; error: string; fieldErrors: Record<string, string>; asked: boolean };

/**
 * Stores a booking the embed reported (DECISIONS 9). The browser only relays the scheduler's
 * message, so its shape is all the request itself proves: the event and invitee URIs of the
 * scheduler's API. Anyone can post such URIs, so a booking is `verified` only when the
 * scheduler's API confirmed it (verify.server.ts, with CALENDLY_TOKEN); one it says does not
 * exist is refused; any other is stored unverified, and the admin shows it as such, never as a
 * paid session. The invitee is stored once: a repeat answers with the stored booking's id
 * (duplicate: true), and marks it verified if it now is.
 */
export async function recordBooking(
  database: DatabaseHandle,
  input: Record<string, unknown>,
  clientHash: string,
  { verifier = noVerifier, now = new Date() }: { verifier?: SchedulerVerifier; now?: Date } = {},
): Promise<BookingResult> {
  const kind = schedulerKinds.find((k) => k === input.kind) as SchedulerKind | undefined;
  if (!kind) return { ok: false, status: 400, error: "Unknown scheduler.", fieldErrors: { kind: `One of: ${schedulerKinds.join(", ")}.` }, asked: false };
  if (!isEventUri(input.eventUri)) return { ok: false, status: 400, error: "Not a booking.", fieldErrors: { eventUri: "The scheduler's event URI." }, asked: false };
  if (!isInviteeUri(input.inviteeUri) || !input.inviteeUri.startsWith(`${input.eventUri}/`)) {
    return { ok: false, status: 400, error: "Not a booking.", fieldErrors: { inviteeUri: "The scheduler's URI of an invitee of that event." }, asked: false };
  }
  const inviteeUri = input.inviteeUri;
  const stored = await database.db.selectFrom("bookings").select(["id", "kind", "verified"]).where("invitee_uri", "=", inviteeUri).executeTakeFirst();
  // Already stored and confirmed: nothing to ask the scheduler again.
  if (stored?.verified) return { ok: true, id: stored.id, duplicate: true, verified: true };
  const check = await verifier.verify(stored ? (stored.kind as SchedulerKind) : kind, input.eventUri, inviteeUri);
  if (check.outcome === "refused") return { ok: false, status: 400, error: "Not a booking.", fieldErrors: { inviteeUri: "The scheduler has no such booking." }, asked: true };
  const verified = check.outcome === "verified" ? 1 : 0;
  if (stored) {
    if (verified) await database.db.updateTable("bookings").set({ verified }).where("id", "=", stored.id).execute();
    return { ok: true, id: stored.id, duplicate: true, verified: Boolean(verified) };
  }
  const id = randomUUID();
  const r = await database.db
    .insertInto("bookings")
    .values({ id, kind, event_uri: input.eventUri, invitee_uri: inviteeUri, client_hash: clientHash, created_at: now.toISOString(), verified })
    .onConflict((oc) => oc.column("invitee_uri").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (r) return { ok: true, id: r.id, duplicate: false, verified: Boolean(verified) };
  // Stored meanwhile by a concurrent repeat (the embed's message relayed twice): the answer names
  // the booking that was, never the id made up for this attempt. The invitee URI is unique.
  const other = await database.db.selectFrom("bookings").select(["id", "verified"]).where("invitee_uri", "=", inviteeUri).executeTakeFirstOrThrow();
  if (verified && !other.verified) await database.db.updateTable("bookings").set({ verified }).where("id", "=", other.id).execute();
  return { ok: true, id: other.id, duplicate: true, verified: Boolean(verified || other.verified) };
}

export function listBookings(database: DatabaseHandle, { limit = 200, from, to }: { limit?: number; from?: string; to?: string } = {}) {
  let q = database.db.selectFrom("bookings").selectAll();
  // The dashboard's links (issue 25): bookings made in a period.
  if (from) q = q.where("created_at", ">=", from);
  if (to) q = q.where("created_at", "<", to);
  return q.orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
}
