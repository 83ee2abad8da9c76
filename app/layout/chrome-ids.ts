/** Ids of the site chrome's native dialogs and popovers, which buttons anywhere point at. */
export const chromeIds = {
  mobileDrawer: "mobile-drawer",
  workWithMe: "work-with-me-panel",
} as const;
