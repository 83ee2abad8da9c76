import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { insights } from "virtual:insights";
import { insightsPages } from "#content/pages/insights.ts";
import { INSIGHTS } from "#app/config/insights.ts";
import { paths } from "#app/config/paths.ts";
import { JsonLd } from "#app/lib/json-ld.tsx";
import { InsightsHero } from "./insights-hero.tsx";
import { InsightCard, NoInsights } from "./insight-card.tsx";
import { insightsBreadcrumbs } from "./structured-data.ts";
import { BrowseAllInsights } from "./browse-all.tsx";

/**
 * /insights (SPEC §2 'Insights'): the hero, 'Featured Insights' (the first large, up to two more
 * in two columns), 'All Insights' (its heading only when featured ones exist) in a compact
 * three-column grid. Both grids are `insight-grid` (app/app.css): no row is left with a hole,
 * whatever the count (issue 24). Rendered on the server only: its words are in the HTML, none in a client
 * chunk (docs/decisions/013, 020).
 */
export function InsightsPage() {
  const featuredAll = insights.filter((i) => i.featured);
  const featured = featuredAll.slice(0, INSIGHTS.featuredMax);
  // A fourth featured insight is not lost: it joins the grid.
  const rest = insights.filter((i) => !featured.includes(i));
  const [lead, ...more] = featured;
  return (
    <>
      <InsightsHero primaryTo={paths.home} firstView={!lead} />
      <div className="container-page space-y-16 py-16">
        {insights.length === 0 && <NoInsights />}
        {lead && (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
              {insightsPages.featuredHeading}
            </h2>
            <div className="mt-8">
              <InsightCard insight={lead} size="large" priority />
              <FirstViewEnd />
            </div>
            {more.length > 0 && (
              <div className="insight-grid mt-8">
                {more.map((i, n) => (
                  <InsightCard key={i.slug} insight={i} size="medium" mayFillRow={n === 0} />
                ))}
              </div>
            )}
          </section>
        )}
        {rest.length > 0 && (
          <section aria-labelledby={lead ? "all-heading" : undefined} aria-label={lead ? undefined : insightsPages.allHeading}>
            {lead && (
              <h2 id="all-heading" className="text-3xl font-bold tracking-tight">
                {insightsPages.allHeading}
              </h2>
            )}
            <div className="insight-grid mt-8">
              {rest.map((i, n) => (
                <InsightCard key={i.slug} insight={i} priority={!lead && n === 0} mayFillRow={n === 0} />
              ))}
            </div>
          </section>
        )}
        <BrowseAllInsights />
      </div>
      <JsonLd data={insightsBreadcrumbs()} />
    </>
  );
}

