/**
 * Times and days as the owner's pages write them: US English, in UTC (the stored times are UTC,
 * and the dashboard's days are UTC days), the time's zone said.
 */
export const ownerTime = (iso: string) => `${new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;

export const ownerDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * A stored time on an owner's page: written for a person, with the exact instant kept in the
 * element for machines (and in its title, for the seconds a support case may need).
 */
export function OwnerTime({ iso, day = false }: { iso: string; day?: boolean }) {
  return (
    <time dateTime={iso} title={iso}>
      {day ? ownerDate(iso) : ownerTime(iso)}
    </time>
  );
}
