import { ownerPhoto } from "#content/images/index.ts";
import { site } from "#content/site.ts";

/**
 * The business facts the launch checklist looks at, read here and nowhere else in the checklist
 * (issue 47): where they live is being moved into one file of content/ (issue 47, items 1 and 2),
 * and this adapter is the one place to point at it. SITE_URL, the run-time address over
 * content/site.ts's `url`, is read from the environment given.
 */
export interface LaunchFacts {
  /** The public address in use, and where it comes from. */
  siteUrl: string;
  siteUrlFrom: "SITE_URL" | "content/site.ts";
  contactEmail: string;
  socialLinks: { label: string; href: string }[];
  schedulerLinks: { label: string; href: string }[];
  hasOwnerPhoto: boolean;
}

/** The file an owner edits for each fact, as the checklist names it. */
export const FACTS_FILE = "content/site.ts";
export const PHOTO_FILE = "content/images/owner-photo.jpg";

export function launchFacts(env: Record<string, string | undefined> = process.env): LaunchFacts {
  const fromEnv = env.SITE_URL?.trim();
  return {
    siteUrl: fromEnv || site.url,
    siteUrlFrom: fromEnv ? "SITE_URL" : "content/site.ts",
    contactEmail: site.email,
    socialLinks: Object.values(site.social).map((s) => ({ label: s.label, href: s.href })),
    schedulerLinks: Object.entries(site.scheduling).map(([label, href]) => ({ label, href })),
    hasOwnerPhoto: ownerPhoto !== null,
  };
}
