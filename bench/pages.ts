import { existsSync, readdirSync } from "node:fs";
import { paths, insightPath } from "#app/config/paths.ts";
import { pages, type PagePath } from "#app/pages.ts";

/**
 * One page per template (issue #3): what the bench measures. A template whose page does not
 * exist yet is listed with the reason, so the table says what was not measured.
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

const page = (name: string, path: PagePath): BenchPage => {
  const entry = pages.find((p) => p.path === path);
  if (!entry) throw new Error(`bench: ${path} is not in app/pages.ts`);
  return { name, path, status: 200, noindex: "noindex" in entry && entry.noindex === true };
};

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
  return [
    page("home", paths.home),
    page("essential build", paths.build),
    page("essential build (draft)", paths.buildDraft),
    page("about", paths.about),
    page("contact", paths.contact),
    page("get in touch", paths.getInTouch),
    page("chat", paths.chat),
    page("checkout: strategy call", paths.checkoutStrategyCall),
    page("checkout: premium", paths.checkoutPremium),
    page("strategy prep", paths.strategyPrep),
    page("insights", paths.insights),
    page("insights (full)", paths.insightsFull),
    insightPage(),
    page("legal: privacy", paths.privacy),
    { name: "404", path: "/bench-no-such-page", status: 404, noindex: true },
    page("coming soon", paths.comingSoon),
    page("portfolio", paths.portfolio),
    page("portfolio: case study", paths.caseStudy),
    page("status: session confirmed", paths.sessionConfirmation),
    page("status: success", paths.success),
    page("status: cancel", paths.cancel),
    page("status: confirmation", paths.confirmation),
  ];
}

export const isSkipped = (p: BenchPage | SkippedPage): p is SkippedPage => "skipped" in p;
