import { TAG } from "#app/features/analytics/attribution.server.ts";
import { dayOf, dayStart, inOwnerYears, isDay, OWNER_YEARS } from "#app/features/analytics/dates.ts";
import type { FormId } from "#app/db/schema.ts";
import type { SubmissionFilter } from "#app/infra/repository.server.ts";
import { formIds } from "#app/config/lead-forms.ts";
import { inboxStatuses } from "./inbox-statuses.ts";
import { searchOf } from "./owner-search.ts";

/**
 * A moment the owner can mean: in OWNER_YEARS, as a date (YYYY-MM-DD: its midnight in the owner's
 * time zone) or a full ISO timestamp, or the first moment after them (the dashboard's "before"
 * for a period ending on their last day).
 */
export function ownerMoment(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const dayAlone = value.length === 10;
  if (dayAlone && !isDay(value)) return null;
  const t = Date.parse(dayAlone ? dayStart(value) : value);
  if (!Number.isFinite(t)) return null;
  const iso = new Date(t).toISOString();
  return inOwnerYears(dayOf(new Date(t))) || iso === dayStart(`${OWNER_YEARS.last + 1}-01-01`) ? iso : null;
}

/** The address of the inbox page after the one ending with this row (its `older` parameter). */
export const olderCursor = (row: { created_at: string; id: string }) => `${row.created_at}_${row.id}`;

/**
 * The inbox's filters from its address (the dashboard links to it with a period, a channel and
 * leads only; the CSV export takes the same): each checked, so that a mistyped one is said, not
 * quietly read as "everything" or "nothing".
 */
export function inboxFilter(params: URLSearchParams): { ok: true; filter: SubmissionFilter } | { ok: false; error: string } {
  const filter: SubmissionFilter = {};
  const form = params.get("form") ?? "";
  if (form) {
    if (!formIds.includes(form as FormId)) return { ok: false, error: `There is no form called "${form.slice(0, 40)}": use one of ${formIds.join(", ")}.` };
    filter.form = form as FormId;
  }
  const search = searchOf(params);
  if (!search.ok) return search;
  if (search.query) filter.query = search.query;
  for (const key of ["from", "to"] as const) {
    const raw = params.get(key);
    if (!raw) continue;
    const at = ownerMoment(raw);
    if (!at) return { ok: false, error: `"${raw.slice(0, 40)}" is not a date for ${key === "from" ? "From" : "Before"}: write it as YYYY-MM-DD, between ${OWNER_YEARS.first} and ${OWNER_YEARS.last}.` };
    filter[key] = at;
  }
  if (filter.from && filter.to && filter.from >= filter.to) return { ok: false, error: "From must come before Before." };
  const channel = params.get("channel");
  if (channel) {
    // Any channel a visit can carry: its UTM source as written (lowercased), or a host.
    if (!TAG.test(channel)) return { ok: false, error: "That is not a channel the dashboard names." };
    filter.channel = channel;
  }
  const leads = params.get("leads");
  if (leads && leads !== "1") return { ok: false, error: 'Leads only is "leads=1".' };
  if (leads === "1") filter.leadsOnly = true;
  // The inbox's next page: the last row shown, as "<its time>_<its id>" (olderCursor).
  const older = params.get("older");
  if (older) {
    const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([\w-]{1,64})$/.exec(older);
    if (!m || !Number.isFinite(Date.parse(m[1]!))) return { ok: false, error: "That is not a page of the inbox: start again from its first page." };
    filter.olderThan = { at: m[1]!, id: m[2]! };
  }
  const status = params.get("status") ?? "";
  if (status && !Object.hasOwn(inboxStatuses, status)) return { ok: false, error: `Status is one of ${Object.keys(inboxStatuses).join(", ")} (or none, for every one).` };
  if (status) filter.handled = status === "handled";
  return { ok: true, filter };
}

export interface OrdersFilter {
  paidFrom?: string;
  paidTo?: string;
  channel?: string;
  bookedFrom?: string;
  bookedTo?: string;
}

/**
 * The orders page's filters from its address (the dashboard's links: orders paid in a period or
 * from a channel, bookings in a period), each checked as the inbox's are: a mistyped one is said,
 * never read as "everything" or sent to the database as it is.
 */
export function ordersFilter(params: URLSearchParams): { ok: true; filter: OrdersFilter; filtered: boolean } | { ok: false; error: string } {
  const filter: OrdersFilter = {};
  const dates = [
    ["paid_from", "paidFrom", "Paid from"],
    ["paid_to", "paidTo", "Paid before"],
    ["booked_from", "bookedFrom", "Booked from"],
    ["booked_to", "bookedTo", "Booked before"],
  ] as const;
  for (const [param, key, label] of dates) {
    const raw = params.get(param);
    if (!raw) continue;
    const at = ownerMoment(raw);
    if (!at) return { ok: false, error: `"${raw.slice(0, 40)}" is not a date for ${label}: write it as YYYY-MM-DD, between ${OWNER_YEARS.first} and ${OWNER_YEARS.last}.` };
    filter[key] = at;
  }
  if (filter.paidFrom && filter.paidTo && filter.paidFrom >= filter.paidTo) return { ok: false, error: "Paid from must come before Paid before." };
  if (filter.bookedFrom && filter.bookedTo && filter.bookedFrom >= filter.bookedTo) return { ok: false, error: "Booked from must come before Booked before." };
  const channel = params.get("channel");
  if (channel) {
    if (!TAG.test(channel)) return { ok: false, error: "That is not a channel the dashboard names." };
    filter.channel = channel;
  }
  return { ok: true, filter, filtered: Object.keys(filter).length > 0 };
}
