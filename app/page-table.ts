import type { PageEntry } from "#content/page-entry.ts";

/** A page of the route table: its entry (content/page-entry.ts) and what its file's name gives. */
export interface Page extends PageEntry {
  /** `<route>` of `content/pages/<route>.page.ts`: the route module's name. */
  name: string;
  /** The route module, relative to app/ (as app/routes.ts hands it to the router). */
  file: string;
  /**
   * The name of its layout checks and design screenshots (tests/support/page-templates.ts):
   * the route's name, dots as dashes; none for an admin page.
   */
  template?: string;
}

/** What a page's file is called: the route module's name, then `.page.ts`. */
export const PAGE_FILE = /(?:^|\/)([a-z0-9][a-z0-9.-]*)\.page\.ts$/;

/**
 * The table from the page files, by file path: one mechanism for both readers of the files
 * (app/pages.ts with Vite's glob, tests/support/page-table.ts with the file system), so that
 * they cannot build it differently. In path order, `/` first.
 */
export function pageTable(files: Record<string, PageEntry | undefined>): Page[] {
  const table = Object.entries(files).map(([file, entry]): Page => {
    const name = PAGE_FILE.exec(file)?.[1];
    if (!name || !entry) throw new Error(`${file}: a page file is content/pages/<route>.page.ts and exports \`page\``);
    const template = entry.path.startsWith("/admin") ? {} : { template: name.replaceAll(".", "-") };
    return { ...entry, name, file: `routes/${name}.tsx`, ...template };
  });
  return table.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The static pages rendered for memory right after the server listens, in the background
 * (server/prerendered-pages.ts); app/prerendered-paths.ts adds every insight to them.
 */
export const prerenderedOf = (table: readonly Page[]): string[] => table.filter((p) => p.prerender).map((p) => p.path);
