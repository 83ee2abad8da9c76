/*
 * The site's own page views (POST /api/events; issue 25, bounded by issue 45: docs/deployment.md, 'Security:
 * limits per client', docs/decisions/030-page-view-limits.md). Memory counts are per process.
 */
/** Page views a client (an IPv4 address or an IPv6 /64) may send a minute; past it, 429. */
export const EVENTS_PER_CLIENT_MINUTE = 60;
/**
 * Page views stored per client in 24 hours; past it, 429 until its day ends. Far above a person
 * (one view per page and minute is stored): an office behind one address stays well under it,
 * while one address can no longer add ~200 MB a day.
 */
export const EVENTS_PER_CLIENT_DAY = 2000;
/** One stored view per visitor, page and this long: a reload, Back, or a replayed request is not another view. */
export const PAGE_VIEW_REPEAT_MS = 60_000;
/**
 * Distinct campaigns (source / medium / campaign, as one) and referring hosts a day's page views
 * may hold, each; past it, a new one is stored as PAGE_VIEW_OTHER, so a run of invented tags can
 * neither crowd the dashboard's tables nor grow the daily roll-up (kept for good) without bound.
 */
export const PAGE_VIEW_TAGS_PER_DAY = 100;
export const PAGE_VIEW_OTHER = "(other)";
/**
 * The raw page views kept, at most (about 2.4 kB a row with its indexes: ~0.5 GB). Past it, the
 * oldest days already rolled up lose their raw rows first (their numbers stay); when only days
 * not yet rolled up are left, new page views are not stored until there is room again.
 */
export const PAGE_VIEWS_MAX_ROWS = 200_000;
/** The table's size is counted again after this many rows stored by a process (and at every roll-up). */
export const PAGE_VIEWS_BOUND_CHECK_ROWS = 1000;
