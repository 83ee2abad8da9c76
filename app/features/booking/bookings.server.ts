import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "~/db/connection.server";
import { isEventUri, isInviteeUri, schedulerKinds, type SchedulerKind } from "./scheduler";

export type BookingResult = { ok: true; id: string; duplicate: boolean } | { ok: false; status: 400; error: string };

/**
 * Stores a booking the embed reported (DECISIONS 9). The browser only relays the scheduler's
 * message, so only its shape is trusted: the event and invitee URIs of the scheduler's API. The
 * invitee is stored once: a repeat answers with the stored booking's id (duplicate: true).
 */
export async function recordBooking(database: DatabaseHandle, input: Record<string, unknown>, clientHash: string, now = new Date()): Promise<BookingResult> {
  const kind = schedulerKinds.find((k) => k === input.kind) as SchedulerKind | undefined;
  if (!kind) return { ok: false, status: 400, error: "Unknown scheduler." };
  if (!isEventUri(input.eventUri) || !isInviteeUri(input.inviteeUri) || !input.inviteeUri.startsWith(`${input.eventUri}/`)) {
    return { ok: false, status: 400, error: "Not a booking." };
  }
  const id = randomUUID();
  const r = await database.db
    .insertInto("bookings")
    .values({ id, kind, event_uri: input.eventUri, invitee_uri: input.inviteeUri, client_hash: clientHash, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("invitee_uri").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (r) return { ok: true, id: r.id, duplicate: false };
  // A repeat (the embed's message relayed twice, a retry): nothing new was stored, so the answer
  // names the booking that was, never the id made up for this attempt. The invitee URI is unique.
  const stored = await database.db.selectFrom("bookings").select("id").where("invitee_uri", "=", input.inviteeUri).executeTakeFirstOrThrow();
  return { ok: true, id: stored.id, duplicate: true };
}

export const listBookings = (database: DatabaseHandle, { limit = 200 }: { limit?: number } = {}) =>
  database.db.selectFrom("bookings").selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
