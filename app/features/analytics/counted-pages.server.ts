import { insights } from "virtual:insights";
import { insightPath, isAdminPath } from "#app/config/paths.ts";
import { pages } from "#app/pages.ts";

/**
 * The paths a page view may be stored for (issue 45): the pages of the route table (app/pages.ts)
 * but the owner's, and every insight that exists. Anything else (a 404, an invented path) is not
 * a page of this site: the tracker only runs on pages it served, so such a view is someone else's
 * script, and is dropped. Read from the build (both lists are fixed while the server runs).
 */
let counted: ReadonlySet<string> | undefined;

export function isCountedPath(path: string): boolean {
  counted ??= new Set([...pages.map((p) => p.path).filter((p) => !isAdminPath(p)), ...insights.map((i) => insightPath(i.slug))]);
  return counted.has(path);
}
