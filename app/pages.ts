import { pageTitle, type PageEntry } from "#content/page-entry.ts";
import { pageTable, prerenderedOf, type Page } from "./page-table.ts";

/**
 * The route table of SPEC §2 as data, collected from the page files (`content/pages/*.page.ts`,
 * content/page-entry.ts): the router, the prerendered page list, page metadata, the sitemap and
 * the route tests all read it, so a page cannot exist in one and be missing from another. A new
 * page is its page file, its route module and its test: nothing here changes.
 */
export type { Page, PageEntry };

// Vite's glob, resolved at build time (and by vitest and the router's config loader, both Vite):
// the files' `page` exports only, so that a bundle importing the table holds no page's words.
const files = import.meta.glob<PageEntry>("/content/pages/*.page.ts", { eager: true, import: "page" });

export const pages: readonly Page[] = pageTable(files);

export const prerenderAtStart: string[] = prerenderedOf(pages);

export const notFoundTitle = pageTitle("Page Not Found");
export const insightNotFoundTitle = pageTitle("Insight Not Found");
/** A page that could not be answered (app/root.tsx): its heading, with the brand. */
export const errorTitle = (heading: string) => pageTitle(heading);

/** The entry of a page of the table; a path that is not one is a programming error (it throws). */
export function pageFor(path: string): Page {
  const entry = pages.find((p) => p.path === path);
  if (!entry) throw new Error(`No page registered for ${path}: add its content/pages/<route>.page.ts`);
  return entry;
}
