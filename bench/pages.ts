import { existsSync, readdirSync } from "node:fs";
import { insightPath } from "#app/config/paths.ts";
import { pages } from "#tests/support/page-table.ts";

/**
 * One page per template (issue #3): what the bench measures, the pages of the route table whose
 * page file names them (`bench` in content/pages/<route>.page.ts), an insight and the 404 page. A
 * template whose page does not exist yet is listed with the reason, so the table says what was
 * not measured.
 */
export interface BenchPage {
  name: string;
  path: string;
  /** HTTP status the page answers with (the 404 page answers 404). */
  status: number;
  /** Kept out of search results on purpose (robots noindex). */
  noindex: boolean;
}

export interface SkippedPage {
  name: string;
  skipped: string;
}

/** The first published insight, once insights exist as content/insights/*.md. */
function insightPage(): BenchPage | SkippedPage {
  const dir = "content/insights";
  const slug = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".md"))
        .sort()[0]
        ?.replace(/\.md$/, "")
    : undefined;
  if (!slug) return { name: "insight", skipped: "not built yet (no insight published)" };
  return { name: "insight", path: insightPath(slug), status: 200, noindex: false };
}

export function benchPages(): (BenchPage | SkippedPage)[] {
  const table = pages.flatMap((p) => (p.bench ? [{ name: p.bench, path: p.path, status: 200, noindex: p.noindex === true }] : []));
  return [...table, insightPage(), { name: "404", path: "/bench-no-such-page", status: 404, noindex: true }];
}

export const isSkipped = (p: BenchPage | SkippedPage): p is SkippedPage => "skipped" in p;
