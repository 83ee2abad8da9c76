import { insightDetail as words, insightsPages } from "#content/pages/insights.ts";
import { insightPath } from "#app/config/paths.ts";
import { Picture } from "#app/ui/picture.tsx";
import { CategoryBadge } from "./category-badge";
import { insightPageIds as ids } from "./page-ids";
import type { InsightSummary } from "./types";

/**
 * 'Read next' under an article (issue 24): a row of other insights, chosen by relatedInsights
 * (./related.ts) from the index. Plain links drawn by the server: no script. Each card is
 * smaller than a listing's (thumbnail, category, title, minutes) because three sit side by side
 * in the article's column. The grid's tracks are auto-fit, so two cards share the row's width
 * instead of leaving a third column empty.
 */
export function ReadNext({ insights }: { insights: readonly InsightSummary[] }) {
  if (insights.length === 0) return null;
  return (
    <section aria-labelledby={ids.readNextHeading} className="mt-14">
      <h2 id={ids.readNextHeading} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {words.readNext.heading}
      </h2>
      <ul className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(14rem,1fr))] gap-6">
        {insights.map((insight) => (
          <li key={insight.slug} data-read-next={insight.slug} className="flex">
            <article aria-labelledby={`read-next-${insight.slug}`} className="group flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-[translate,box-shadow] duration-200 hover:shadow-lift motion-safe:hover:-translate-y-1">
              <Picture picture={insight.thumbnail} alt="" sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 100vw" className="aspect-video h-auto w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <div>
                  <CategoryBadge category={insight.category} />
                </div>
                <h3 id={`read-next-${insight.slug}`} className="mt-3 text-lg font-bold leading-snug tracking-tight text-ink">
                  {/* A post embed's page has its own policy: not prefetched (as on the listing's cards). */}
                  <a href={insightPath(insight.slug)} {...(insight.embeds ? { "data-reload": "" } : {})} className="hover:text-brand">
                    {insight.title}
                  </a>
                </h3>
                <p className="mt-auto pt-3 text-sm text-muted">{insightsPages.minRead(insight.readingTime)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
