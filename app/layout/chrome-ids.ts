/**
 * Ids of the site chrome: its native dialogs and popovers, which buttons anywhere point at, the
 * drawer's title and the main region the skip link targets. An article heading never takes one
 * (tools/insights/render-markdown.ts reserves them all).
 */
export const chromeIds = {
  mobileDrawer: "mobile-drawer",
  mobileDrawerTitle: "mobile-drawer-title",
  workWithMe: "work-with-me-panel",
  main: "main",
} as const;
