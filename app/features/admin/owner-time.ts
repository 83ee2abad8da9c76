/**
 * Times and days as the owner's pages write them: US English, in UTC (the stored times are UTC,
 * and the dashboard's days are UTC days), the time's zone said.
 */
export const ownerTime = (iso: string) => `${new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;

export const ownerDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
