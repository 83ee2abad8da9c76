import { readdirSync } from "node:fs";
import type { PageEntry } from "#content/page-entry.ts";
import { PAGE_FILE, pageTable, prerenderedOf } from "#app/page-table.ts";

/**
 * app/pages.ts's table for what runs without Vite (Playwright's files, the bench, the design
 * screenshots), where `import.meta.glob` does not exist: the same page files, found on disk and
 * imported, through the same pageTable(). app/pages.test.ts holds the two equal.
 */
const dir = new URL("../../content/pages/", import.meta.url);
const names = readdirSync(dir).filter((f) => PAGE_FILE.test(f));
const entries = await Promise.all(names.map(async (f) => [`/content/pages/${f}`, ((await import(new URL(f, dir).href)) as { page?: PageEntry }).page] as const));

export const pages = pageTable(Object.fromEntries(entries));
export const prerenderAtStart = prerenderedOf(pages);
