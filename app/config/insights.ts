/**
 * Insights (issue 13; SPEC §9). The preload and fade timings of SPEC (prefetch after 3000 ms,
 * secondary preload after 2000 ms, fade after 50 ms) are replaced by DECISIONS 2 and have no
 * constant here.
 */
export const INSIGHTS = {
  placeholderCards: 6,
  cardTags: 3,
  adminTags: 5,
  /** The featured area: one large card and up to two more. */
  featuredMax: 3,
  /** The table of contents marks the section whose heading is within this of the top. */
  activeSectionPx: 100,
  /**
   * Not SPEC's: /insights-full holds every card while there are at most this many insights; with
   * more, it shows this many results at a time, with 'Show more insights' (docs/decisions/013).
   */
  fullPageSize: 12,
  /** Not SPEC's: the 'Read next' row under an article (issue 24) shows at most this many other insights. */
  readNextMax: 3,
} as const;
/** SPEC §9: the size of the window a share button opens. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;
