import { site } from "./site.ts";

/**
 * A page of the route table: each page says it in `content/pages/<route>.page.ts`, as
 * `export const page = definePage({…})`, beside its words. `<route>` names its route module,
 * `app/routes/<route>.tsx`. app/pages.ts collects the files (the router, meta, the prerendered
 * list and the sitemap read it), tests/support/page-table.ts the same files for what runs
 * without Vite (the browser tests, the bench); nothing else lists the pages.
 */
export interface PageEntry {
  path: string;
  /** The document title, exactly as rendered in <title>. */
  title: string;
  description: string;
  /**
   * Needs no request data: prerendered, i.e. rendered once and served from memory (server/prerendered-pages.ts).
   * Never for gated or personal content: what is prerendered is served to everyone.
   */
  prerender: boolean;
  /** Kept out of search results (robots noindex) and out of the sitemap. */
  noindex?: boolean;
  /** Listed in /sitemap.xml (SPEC §9) with these; an indexed page only. */
  sitemap?: { changefreq: "weekly" | "monthly" | "yearly"; priority: string };
  /** Measured by `npm run bench` under this name (one page per template: bench/pages.ts). */
  bench?: string;
  /**
   * A page that SPEC §2's route table does not have: why it exists (the decision that added it).
   * app/pages.test.ts holds every other page to SPEC's list.
   */
  beyondSpec?: string;
}

/** Checks an entry's fields where it is written (a literal's typo fails there, not in a test). */
export const definePage = (entry: PageEntry): PageEntry => entry;

/** A page's document title: its name, then the brand. */
export const pageTitle = (page: string) => `${page} | ${site.companyName}`;
