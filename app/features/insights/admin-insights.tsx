import { useState } from "react";
import { adminInsights as words } from "#content/pages/insights.ts";
import { INSIGHTS } from "#app/config/insights.ts";
import { insightPath, paths } from "#app/config/paths.ts";
import { buttonClass } from "#app/ui/button.ts";
import { Picture } from "#app/ui/picture.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import { CategoryButtons } from "./category-buttons.tsx";
import { shortDate } from "./dates.ts";
import { FeaturedBadge } from "./featured-badge.tsx";
import { filterInsights } from "./search.ts";
import type { InsightSummary } from "./types.ts";

/**
 * /admin/insights (SPEC §2 'Admin insights'): every insight, searchable by title, excerpt or
 * tags and filtered by category (as the URL says without JavaScript; at once with it), and the
 * Sitemap Management panel, which states the real counts (DECISIONS 4) and downloads the same
 * XML the site serves at /sitemap.xml.
 */
export function AdminInsights({
  insights,
  staticPages,
  sitemapUrl,
  initial,
}: {
  insights: readonly InsightSummary[];
  staticPages: number;
  sitemapUrl: string;
  initial: { search: string; category: string | null };
}) {
  const [search, setSearch] = useState(initial.search);
  const [category, setCategory] = useState<string | null>(initial.category);
  const [previewed, setPreviewed] = useState(false);
  const shown = filterInsights(insights, search, category);

  /** The sitemap in the console; a failed fetch is logged, and the status does not claim it printed. */
  async function preview() {
    try {
      const r = await fetch("/sitemap.xml");
      if (!r.ok) throw new Error(`/sitemap.xml: ${r.status}`);
      console.log(await r.text());
      setPreviewed(true);
    } catch (err) {
      console.error("admin: the sitemap could not be previewed", err);
    }
  }

  return (
    <div className="space-y-8">
      <p className="flex flex-wrap gap-4 font-semibold text-muted">
        <span>{words.total(insights.length)}</span>
        <span role="status">{words.showing(shown.length)}</span>
      </p>

      <section aria-labelledby="sitemap-heading" className="rounded-card border border-line bg-surface p-6">
        <h2 id="sitemap-heading" className="text-xl font-bold">
          {words.sitemap.heading}
        </h2>
        <p className="mt-2 text-muted" data-testid="sitemap-counts">
          {words.sitemap.text(staticPages, insights.length)}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="/sitemap.xml" download="sitemap.xml" className={buttonClass("primary", "md")}>
            {words.sitemap.download}
          </a>
          <button type="button" onClick={() => void preview()} className={buttonClass("secondary", "md")}>
            {words.sitemap.preview}
          </button>
        </div>
        {previewed && (
          <p role="status" className="mt-3 text-sm text-muted">
            {words.sitemap.previewed}
          </p>
        )}
        <p className="mt-4 text-sm text-muted">{words.sitemap.note(sitemapUrl)}</p>
      </section>

      <form method="get" action={paths.adminInsights} onSubmit={(e) => e.preventDefault()} className="space-y-4" role="search" aria-label={words.searchLabel}>
        <label htmlFor="admin-insight-search" className="sr-only">
          {words.searchLabel}
        </label>
        <input
          id="admin-insight-search"
          type="search"
          name="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={words.searchPlaceholder}
          className="block min-h-12 w-full max-w-xl rounded-full border border-slate-500 px-5 text-base"
        />
        <CategoryButtons category={category} onPick={setCategory} />
      </form>

      {shown.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 p-10 text-center text-muted">{words.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-card border border-line" aria-label="Insights">
          {shown.map((i) => {
            const extra = i.tags.length - INSIGHTS.adminTags;
            return (
              <li key={i.slug} data-admin-insight={i.slug} className="flex flex-col gap-4 p-4 sm:flex-row">
                <div className="w-full shrink-0 overflow-hidden rounded-2xl sm:w-40">
                  <Picture picture={i.thumbnail} alt="" sizes="10rem" className="aspect-video h-auto w-full object-cover" />
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <CategoryBadge category={i.category} />
                    {i.featured && <FeaturedBadge />}
                  </div>
                  <h2 className="mt-2 text-lg font-bold">{i.title}</h2>
                  <p className="text-sm text-muted">
                    {i.author} · <time dateTime={i.publishedAt}>{shortDate(i.publishedAt)}</time> · {words.minutes(i.readingTime)}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-muted">{i.excerpt}</p>
                  <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Tags">
                    {i.tags.slice(0, INSIGHTS.adminTags).map((t) => (
                      <li key={t} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                        {t}
                      </li>
                    ))}
                    {extra > 0 && <li className="px-1 text-xs text-muted">{words.more(extra)}</li>}
                  </ul>
                </div>
                <div className="shrink-0 self-center">
                  <a href={insightPath(i.slug)} className={buttonClass("secondary", "compact")} aria-label={`${words.view}: ${i.title}`}>
                    {words.view}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
