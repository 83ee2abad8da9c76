import { insights } from "virtual:insights";
import { insightsPages } from "#content/pages/insights.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { INSIGHTS } from "#app/config/insights.ts";
import { paths } from "#app/config/paths.ts";
import { JsonLd } from "#app/lib/json-ld.tsx";
import { oneByteHtml } from "#app/lib/one-byte-html.ts";
import { buttonClass } from "#app/ui/button.ts";
import { categoryName } from "./category-badge.tsx";
import { CategoryButtons } from "./category-buttons.tsx";
import { filtersQuery, MAX_QUERY, type InsightFilters } from "./filters.ts";
import { InsightCard, NoInsights } from "./insight-card.tsx";
import { InsightsHero } from "./insights-hero.tsx";
import { filterInsights, resultLine } from "./search.ts";
import { insightsBreadcrumbs } from "./structured-data.ts";
import type { InsightSummary } from "./types.ts";

/**
 * The cards' HTML, rendered once per server process, at the page's first render (not when the
 * server starts: with 1,000 insights that was seconds of every boot): a search renders this page
 * per request, and drawing the cards again each time would cost milliseconds per card. Kept one
 * byte a character (oneByteHtml), so that a page of them joined is not a two-byte string.
 */
const renderStatic = import.meta.env.SSR ? (await import("react-dom/server")).renderToStaticMarkup : null;
let cardHtmlMap: Map<string, string> | undefined;
const cardHtmlOnce = () =>
  renderStatic ? (cardHtmlMap ??= new Map(insights.map((i) => [i.slug, oneByteHtml(renderStatic(<InsightCard insight={i} level={2} />))]))) : null;

/**
 * Up to INSIGHTS.fullPageSize insights, every card is in the page (those that do not match are
 * `hidden`), so the filter can show any of them without asking the server. With more, the page
 * holds the first results only, and the filter draws others from /insights-index.json.
 */
const complete = insights.length <= INSIGHTS.fullPageSize;

function Grid({ list, shown }: { list: readonly InsightSummary[]; shown: (i: InsightSummary) => boolean }) {
  // No row left with a hole, whatever the filter shows (app/app.css, issue 24).
  const className = "insight-grid";
  const cardHtml = cardHtmlOnce();
  if (cardHtml) {
    const html = list.map((i) => (shown(i) ? cardHtml.get(i.slug)! : cardHtml.get(i.slug)!.replace("<article ", '<article hidden="" '))).join("");
    return <div data-insight-grid="" className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div data-insight-grid="" className={className}>
      {list.map((i) => (
        <InsightCard key={i.slug} insight={i} hidden={!shown(i)} level={2} />
      ))}
    </div>
  );
}

/**
 * /insights-full (SPEC §2 'Insights full'): counts, search, categories, the result line, the
 * grid. The search works without JavaScript (a GET form the server answers, filtered); with
 * it, the browser runtime's filter (./insights-filter.enhancer.ts) filters in place at
 * each keystroke, without the app.
 */
export function InsightsFullPage({ filters }: { filters: InsightFilters }) {
  const { search, category } = filters;
  const matches = filterInsights(insights, search, category);
  const matching = new Set(matches);
  const shown = (i: InsightSummary) => matching.has(i);
  const count = matches.length;
  const { limit } = filters;
  const { search: words } = insightsPages;
  return (
    <>
      <InsightsHero primaryTo={paths.strategyOptions} counts={{ total: insights.length, featured: insights.filter((i) => i.featured).length }} />
      <div className="container-page py-12">
        <form
          role="search"
          method="get"
          action={paths.insightsFull}
          aria-label={words.label}
          {...enhance("insights-filter")}
          data-complete={String(complete)}
          data-index={complete ? undefined : "/insights-index.json"}
          data-page-size={INSIGHTS.fullPageSize}
          data-limit={limit}
          className="space-y-6"
        >
          <div className="flex flex-wrap items-end gap-3">
            {/* SPEC's placeholder whole at 375 px (issue 48: cut at '…content, or'): on a phone the
                field takes the row (the button goes under it), the placeholder is a size smaller,
                and the room kept for the clear button is kept only while there is text to clear. */}
            <div className="relative min-w-0 flex-1 basis-full sm:basis-72">
              <label htmlFor="insight-search" className="sr-only">
                {words.label}
              </label>
              <input
                id="insight-search"
                type="search"
                name="search"
                defaultValue={search}
                maxLength={MAX_QUERY}
                placeholder={words.placeholder}
                autoComplete="off"
                className="block min-h-12 w-full rounded-full border border-slate-500 bg-white py-3 pl-5 pr-14 text-base placeholder-shown:pr-5 placeholder:text-sm sm:placeholder:text-base [&::-webkit-search-cancel-button]:hidden"
              />
              <a
                href={`${paths.insightsFull}${filtersQuery("", category)}`}
                data-clear-search=""
                hidden={!search}
                aria-label={words.clear}
                className="absolute right-1.5 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-xl text-muted hover:bg-slate-100"
              >
                <span aria-hidden="true">×</span>
              </a>
            </div>
            <button type="submit" className={buttonClass("primary", "md")}>
              {words.submit}
            </button>
          </div>
          <CategoryButtons category={category} />
          {/* The current category, for a search sent with Enter (after the buttons: a pressed button's value comes first). */}
          <input type="hidden" name="category" value={category ?? ""} data-current-category="" />
        </form>
        <p data-result-line="" role="status" className="mt-8 font-semibold text-muted">
          {resultLine(count, search, category && categoryName(category))}
        </p>
        <div className="mt-6">
          <NoInsights level={2} hidden={count > 0} />
          {complete ? <Grid list={insights} shown={shown} /> : <Grid list={matches.slice(0, limit)} shown={() => true} />}
          {!complete && (
            <>
              <div className="mt-10 text-center">
                <a href={`${paths.insightsFull}${filtersQuery(search, category, limit + INSIGHTS.fullPageSize)}`} data-show-more="" hidden={count <= limit} className={buttonClass("secondary", "md")}>
                  {words.showMore}
                </a>
              </div>
              {/* What the filter copies to draw a card that is not in the page (a card of its own: no id is shared). */}
              <div hidden data-card-template="">
                <InsightCard insight={{ ...insights[0]!, slug: "card-template", featured: true }} level={2} />
              </div>
            </>
          )}
        </div>
      </div>
      <JsonLd data={insightsBreadcrumbs("insights-full")} />
    </>
  );
}
