import type { DatabaseHandle } from "#app/db/connection.server.ts";
import { PAGE_VIEW_OTHER, PAGE_VIEW_TAGS_PER_DAY } from "#app/config/page-view-limits.ts";
import { currentChoice } from "#app/features/consent/consent-state.ts";

/**
 * What the server itself requires of a page view before it stores one (issue 45): the browser's
 * tracker already keeps to it, but anyone can post to /api/events.
 */

/**
 * Analytics allowed by this request: a consent choice of the current revision with analytics on
 * (the cookies the banner stores, app/features/consent/consent-state.ts), and no Global Privacy
 * Control signal. GPC is honoured as a standing "no" to being counted: the tracker does not start
 * while the browser sends it (analytics-switch.ts), and the server stores nothing sent with it.
 */
export function analyticsAllowed(cookies: string | undefined, gpc: boolean): boolean {
  if (gpc) return false;
  return currentChoice(cookies ?? "")?.preferences.analytics === true;
}

export interface Tags {
  ref: string;
  source: string;
  medium: string;
  campaign: string;
}

/** A campaign is its three tags as one: the dashboard's key (source / medium / campaign). Tags hold no control character. */
const campaignKey = (t: Tags) => `${t.source}\n${t.medium}\n${t.campaign}`;
const OTHER_KEY = campaignKey({ ref: "", source: PAGE_VIEW_OTHER, medium: PAGE_VIEW_OTHER, campaign: PAGE_VIEW_OTHER });

/**
 * At most `max` distinct campaigns and referring hosts a day (PAGE_VIEW_TAGS_PER_DAY); a new one
 * past that is stored as PAGE_VIEW_OTHER. A day's known values are read from its stored rows at
 * its first view in this process (so a restart does not open the door again), then kept in
 * memory. Each instance of a PostgreSQL deployment admits its own new ones past the others':
 * the bound is `max` times the instances.
 */
export function createTagCaps(database: DatabaseHandle, max = PAGE_VIEW_TAGS_PER_DAY) {
  const days = new Map<string, Promise<{ campaigns: Set<string>; refs: Set<string> }>>();

  async function load(day: string) {
    const tagged = await database.db
      .selectFrom("page_views")
      .select(["utm_source", "utm_medium", "utm_campaign"])
      .distinct()
      .where("day", "=", day)
      .where((w) => w.or([w("utm_source", "<>", ""), w("utm_medium", "<>", ""), w("utm_campaign", "<>", "")]))
      .limit(max + 1)
      .execute();
    const refs = await database.db.selectFrom("page_views").select("ref_host").distinct().where("day", "=", day).where("ref_host", "<>", "").limit(max + 1).execute();
    const campaigns = new Set(tagged.map((r) => campaignKey({ ref: "", source: r.utm_source, medium: r.utm_medium, campaign: r.utm_campaign })));
    campaigns.delete(OTHER_KEY);
    const hosts = new Set(refs.map((r) => r.ref_host));
    hosts.delete(PAGE_VIEW_OTHER);
    return { campaigns, refs: hosts };
  }

  return async function capTags(day: string, tags: Tags): Promise<Tags> {
    let known = days.get(day);
    if (!known) {
      // Only today's and yesterday's are asked for (a view's day is never older): two are kept.
      if (days.size >= 2) days.delete(days.keys().next().value!);
      known = load(day);
      days.set(day, known);
      known.catch(() => days.delete(day));
    }
    const { campaigns, refs } = await known;
    const out = { ...tags };
    const key = campaignKey(tags);
    if ((tags.source || tags.medium || tags.campaign) && !campaigns.has(key)) {
      if (campaigns.size < max) campaigns.add(key);
      else Object.assign(out, { source: PAGE_VIEW_OTHER, medium: PAGE_VIEW_OTHER, campaign: PAGE_VIEW_OTHER });
    }
    if (tags.ref && !refs.has(tags.ref)) {
      if (refs.size < max) refs.add(tags.ref);
      else out.ref = PAGE_VIEW_OTHER;
    }
    return out;
  };
}
