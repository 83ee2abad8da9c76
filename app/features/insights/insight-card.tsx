import { insightsPages } from "#content/pages/insights.ts";
import { MetaLine } from "./meta-line.tsx";
import { insightPath } from "#app/config/paths.ts";
import { INSIGHTS } from "#app/config/insights.ts";
import { Picture } from "#app/ui/picture.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import { longDate } from "./dates.ts";
import { FeaturedBadge } from "./featured-badge.tsx";
import type { InsightSummary } from "./types.ts";

/**
 * An insight's card (SPEC §2 'Insights'): thumbnail, category badge, 'Featured', author, long
 * date, '{n} min read', title, excerpt clamped to three lines, up to three tags, 'Read Full
 * Insight'. The `data-*` marks are what the filter reads (./insights-filter.enhancer.ts):
 * the card's words are in the HTML once, and the filter takes them from there.
 */
export function InsightCard({
  insight,
  size = "compact",
  priority = false,
  hidden = false,
  level = 3,
  mayFillRow = false,
}: {
  insight: InsightSummary;
  size?: "large" | "medium" | "compact";
  priority?: boolean;
  hidden?: boolean;
  /** Its title's heading level: 3 under a section heading, 2 in a page of results under the h1. */
  level?: 2 | 3;
  /** The first card of an `insight-grid` (app/app.css), which takes a whole row when the count calls for it: its thumbnail is chosen for that width. */
  mayFillRow?: boolean;
}) {
  const Title = level === 2 ? "h2" : "h3";
  const href = insightPath(insight.slug);
  // An article holding a post embed has a security policy of its own (the embed's frame,
  // app/features/insights/csp.ts): data-reload keeps the speculation rules from prefetching it
  // (app/root.tsx).
  const reload = insight.embeds ? { "data-reload": "" } : {};
  const titleId = `insight-card-${insight.slug}`;
  const large = size === "large";
  return (
    <article
      data-insight-card=""
      data-category={insight.category}
      hidden={hidden}
      aria-labelledby={titleId}
      className={`group flex overflow-hidden [contain-intrinsic-size:auto_34rem] [content-visibility:auto] rounded-card border border-line bg-white shadow-card transition-[translate,box-shadow] duration-200 hover:shadow-lift motion-safe:hover:-translate-y-1 ${large ? "flex-col lg:flex-row" : "flex-col"}`}
    >
      <div data-field="thumb" className={`overflow-hidden bg-slate-100 ${large ? "lg:w-1/2 [&_picture]:contents" : ""}`}>
        <Picture
          picture={insight.thumbnail}
          alt=""
          sizes={large || mayFillRow ? "(min-width: 1024px) 36rem, 100vw" : "(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"}
          priority={priority}
          // Cropped from the right when the card is wide: a cover keeps its words on the left (tools/insights/og-image.ts).
          className={`aspect-video h-auto w-full object-cover ${large ? "lg:aspect-auto lg:h-full lg:object-left" : ""}`}
        />
      </div>
      <div className={`flex flex-1 flex-col ${large ? "p-6 sm:p-10 lg:w-1/2" : "p-6"}`}>
        <div data-field="badges" className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={insight.category} />
          {insight.featured && <FeaturedBadge />}
        </div>
        <p className="mt-4 text-sm text-muted">
          <MetaLine
            items={[
              <span key="author" data-field="author">
                {insight.author}
              </span>,
              <time key="date" dateTime={insight.publishedAt}>
                {longDate(insight.publishedAt)}
              </time>,
              <span key="minutes" data-field="minutes">
                {insightsPages.minRead(insight.readingTime)}
              </span>,
            ]}
          />
        </p>
        <Title id={titleId} data-field="title" className={`mt-2 font-bold tracking-tight text-ink ${large ? "text-2xl sm:text-3xl" : "text-xl"}`}>
          <a href={href} {...reload} className="hover:text-brand">
            {insight.title}
          </a>
        </Title>
        <p data-field="excerpt" className="mt-3 line-clamp-3 text-muted">
          {insight.excerpt}
        </p>
        <ul data-field="tags" className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {insight.tags.map((tag, n) => (
            // Every tag is searchable (SPEC §5); the card shows the first three.
            <li key={tag} data-field="tag" hidden={n >= INSIGHTS.cardTags} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <a href={href} {...reload} data-field="more" aria-describedby={titleId} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline">
            {insightsPages.readMore} <span aria-hidden="true">→</span>
          </a>
        </div>
      </div>
    </article>
  );
}

/** SPEC's empty state. */
export function NoInsights({ hidden = false, level = 3 }: { hidden?: boolean; level?: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <div data-empty="" hidden={hidden} className="rounded-card border border-dashed border-slate-300 p-12 text-center">
      <Title className="text-2xl font-bold">{insightsPages.empty.title}</Title>
      <p className="mt-3 text-muted">{insightsPages.empty.text}</p>
    </div>
  );
}
