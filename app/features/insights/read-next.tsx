import { insightDetail as words, insightsPages } from "#content/pages/insights.ts";
import { insightPath } from "#app/config/paths.ts";
import { Picture } from "#app/ui/picture.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import { insightPageIds as ids } from "./page-ids.ts";
import type { InsightSummary } from "./types.ts";

/**
 * 'Read next' under an article (issue 24): other insights, chosen by relatedInsights
 * (./related.ts) from the index. Plain links drawn by the server: no script. Each card is
 * smaller than a listing's (thumbnail, category, title, minutes). Where the article's column
 * holds three (45 rem: a container query, as the column's width depends on the table of
 * contents beside it, not only on the viewport's), they sit side by side; narrower, they are a
 * list, the thumbnail beside the title. Never two columns: three cards in two leave a hole
 * (a lone card on the second row; seen at 1024 px, where the column is 672 px wide).
 */
export function ReadNext({ insights }: { insights: readonly InsightSummary[] }) {
  if (insights.length === 0) return null;
  return (
    <section aria-labelledby={ids.readNextHeading} className="@container mt-14">
      <h2 id={ids.readNextHeading} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {words.readNext.heading}
      </h2>
      <ul className="mt-6 grid gap-4 @min-[45rem]:grid-cols-3 @min-[45rem]:gap-6">
        {insights.map((insight) => (
          // min-w-0: a grid item is as wide as its longest word by default; a title's long word (with a
          // reader's wider letter spacing at 320 px) pushed the card past the screen's edge.
          <li key={insight.slug} data-read-next={insight.slug} className="flex min-w-0">
            <article
              aria-labelledby={`read-next-${insight.slug}`}
              className="group flex w-full overflow-hidden rounded-card border border-line bg-white shadow-card transition-[translate,box-shadow] duration-200 hover:shadow-lift motion-safe:hover:-translate-y-1 @min-[45rem]:flex-col"
            >
              {/* 16:9 always (the covers are typographic: never cropped), inset beside the title, the card's width above it. */}
              <div className="relative ml-4 aspect-video w-28 shrink-0 self-center overflow-hidden rounded-lg sm:w-40 @min-[45rem]:ml-0 @min-[45rem]:w-full @min-[45rem]:self-auto @min-[45rem]:rounded-none">
                <Picture picture={insight.thumbnail} alt="" sizes="(min-width: 768px) 16rem, 10rem" className="absolute inset-0 size-full object-cover" />
              </div>
              <div className="flex min-w-0 flex-1 flex-col p-4 @min-[45rem]:p-5">
                <div>
                  <CategoryBadge category={insight.category} />
                </div>
                <h3 id={`read-next-${insight.slug}`} className="mt-3 text-lg font-bold leading-snug tracking-tight text-ink wrap-break-word">
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
