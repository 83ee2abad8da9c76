import { OWNER_TIME_ZONE } from "#app/lib/owner-days.ts";

/**
 * Times and days as the owner's pages write them: US English, in the owner's time zone
 * (content/site.ts `timeZone`, whose days the dashboard counts too: app/lib/owner-days.ts), the
 * zone said with each time ("MST", or "MDT" in summer). Stored times stay UTC.
 */
const time = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: OWNER_TIME_ZONE });
const zone = new Intl.DateTimeFormat("en-US", { timeZone: OWNER_TIME_ZONE, timeZoneName: "short" });
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: OWNER_TIME_ZONE });

export const ownerTime = (iso: string) => `${time.format(new Date(iso))} ${zone.formatToParts(new Date(iso)).find((p) => p.type === "timeZoneName")?.value ?? OWNER_TIME_ZONE}`;

export const ownerDate = (iso: string) => date.format(new Date(iso));

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
