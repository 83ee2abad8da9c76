import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { ctas } from "#content/navigation.ts";
import { insightsPages } from "#content/pages/insights.ts";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";

/**
 * The hero of /insights and /insights-full (SPEC §2): the latter adds the counts and sends its button to /#strategy-options.
 * It is the page's first view unless the page says its first view goes on below it (/insights: its lead card).
 */
export function InsightsHero({ primaryTo, counts, firstView = true }: { primaryTo: string; counts?: { total: number; featured: number }; firstView?: boolean }) {
  const { hero } = insightsPages;
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-soft to-white">
      <div className="container-page pb-14 pt-24 sm:pt-28 lg:pb-16">
        <h1 id="hero-heading" className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {hero.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted">{hero.lead}</p>
        {counts && (
          <ul className="mt-6 flex flex-wrap gap-3 text-sm font-semibold text-brand-strong">
            <li className="rounded-full bg-white px-4 py-2 shadow-card">{hero.expertInsights(counts.total)}</li>
            <li className="rounded-full bg-white px-4 py-2 shadow-card">{hero.featuredArticles(counts.featured)}</li>
          </ul>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <SiteLink to={primaryTo} className={buttonClass("primary", "lg")}>
            {hero.primaryCta}
          </SiteLink>
          <SiteLink to={paths.home} className={buttonClass("secondary", "lg")}>
            {ctas.backToHome}
          </SiteLink>
        </div>
        {firstView && <FirstViewEnd />}
      </div>
    </section>
  );
}
