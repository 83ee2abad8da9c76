import type { PageViewTable } from "#app/db/schema.ts";
import type { ViewFilters } from "./views-link.ts";

/** The list of page views behind a dashboard number (issue 25), as its loader hands it to the page (browser-safe types). */
export interface ViewsQueryShape {
  period: { key: string; from: string; to: string };
  filters: ViewFilters;
  visitsOnly: boolean;
  /** The next page of page views: those older than this row. */
  before?: { at: string; id: string };
  /** The daily totals alone (the page views are on earlier pages), of days before `beforeDay` if given. */
  daily?: { beforeDay?: string };
}

/**
 * A stored page view as the owner sees it: the table's columns (app/db/schema.ts) but the visitor
 * hash, never read, and the day, which its `at` already says.
 */
export type PageViewRow = Omit<PageViewTable, "visitor" | "day">;

export interface DailyRow {
  day: string;
  views: number;
  visits: number;
  visitors: number;
}

export interface ViewsPage {
  /** The days listed row by row (their raw rows are kept), or null when the period has none. */
  raw: { from: string; to: string } | null;
  rows: PageViewRow[];
  /** More page views: the cursor of the next page. */
  next?: { at: string; id: string };
  /** This page's window of the first filter's index ended before the page was full: the time it reached. */
  searchedBack?: string;
  /** The days shown as daily totals (older than 30 days, rolled up: their rows are deleted), or null. */
  daily: {
    from: string;
    to: string;
    /** What the totals are of: the dimension and its value ("total", "" for all page views). */
    dim: string;
    key: string;
    /** Why they cannot be shown (daily totals are kept for one dimension at a time). */
    unavailable?: string;
    /** Listed on this page (after the last page of page views). */
    shown: boolean;
    rows: DailyRow[];
    /** More days: the next page lists the days before this one. */
    nextDay?: string;
  } | null;
}

