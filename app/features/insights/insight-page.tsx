import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { use } from "react";
import { BrowseAllInsights } from "./browse-all.tsx";
import { MetaLine } from "./meta-line.tsx";
import { articles, insights } from "virtual:insights";
import { insightDetail as words, insightsPages } from "#content/pages/insights.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { paths, insightPath } from "#app/config/paths.ts";
import { INSIGHTS } from "#app/config/insights.ts";
import { JsonLd } from "#app/lib/json-ld.tsx";
import { absoluteUrl } from "#app/lib/meta.ts";
import { buttonClass, textLinkClass } from "#app/ui/button.ts";
import { OwnerAvatar } from "#app/ui/owner-portrait.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { SiteLink } from "#app/ui/site-link.tsx";
import { CategoryBadge } from "./category-badge.tsx";
import { longDate } from "./dates.ts";
import { insightPageIds as ids, shareDialogIds } from "./page-ids.ts";
import { ReadNext } from "./read-next.tsx";
import { relatedInsights } from "./related.ts";
import { ShareDialog } from "./share-dialog.tsx";
import { blogPosting, breadcrumbs } from "./structured-data.ts";
import type { InsightArticle, InsightSummary } from "./types.ts";

/**
 * /insights/{slug} (SPEC §2 'Insight detail'). Rendered on the server only: the article's HTML
 * (rendered at build time) is in the page once, and never in a client chunk (docs/decisions/013, 020).
 */
export const findInsight = (slug: string): InsightSummary | null => insights.find((i) => i.slug === slug) ?? null;

/**
 * The articles read lately, most recent last. Bounded (issue 23): an article is read from its own
 * file when its page is rendered (tools/vite-insights.ts) and let go when a newer one takes its
 * place, so with 1,000 insights they are never all in memory; a rendered page is kept anyway
 * (server/prerendered-pages.ts).
 */
export const ARTICLES_KEPT = 16;
const reading = new Map<string, Promise<InsightArticle>>();

/** Its article (read once for the few lately asked for); null for an unknown slug. */
export function loadArticle(slug: string): Promise<InsightArticle> | null {
  const known = reading.get(slug);
  if (known) {
    reading.delete(slug);
    reading.set(slug, known);
    return known;
  }
  const load = Object.hasOwn(articles, slug) ? articles[slug] : undefined;
  if (!load) return null;
  const article = load().then((m) => m.default);
  // A failed read is tried again at the next request.
  article.catch(() => reading.get(slug) === article && reading.delete(slug));
  reading.set(slug, article);
  for (const oldest of reading.keys()) {
    if (reading.size <= ARTICLES_KEPT) break;
    reading.delete(oldest);
  }
  return article;
}

const prose = [
  "text-lg leading-8 text-slate-700",
  "[&_h2]:mt-14 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink",
  "[&_h3]:mt-10 [&_h3]:text-2xl [&_h3]:font-bold [&_h3]:text-ink",
  "[&_h4]:mt-8 [&_h4]:text-xl [&_h4]:font-semibold [&_h4]:text-ink",
  "[&_p]:mt-6 [&_strong]:font-semibold [&_strong]:text-ink",
  "[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-5 [&_blockquote]:italic",
  "[&_figure]:mt-8 [&_figure]:max-w-[504px] [&_iframe]:mt-4 [&_iframe]:w-full [&_iframe]:rounded-2xl [&_iframe]:border-0",
].join(" ");

export function InsightPage({ insight }: { insight: InsightSummary }) {
  // Read by the route's loader just before (so already there); the render waits for it otherwise.
  const reading = loadArticle(insight.slug);
  if (!reading) throw new Error(`insight ${insight.slug}: no article`);
  const article = use(reading);
  const url = absoluteUrl(insightPath(insight.slug));
  const toc = article.headings.filter((h) => h.level === 2);
  return (
    <>
      <article aria-labelledby={ids.title}>
        <header className="bg-linear-to-b from-brand-soft to-white">
          <div className="container-page max-w-5xl pb-10 pt-24 sm:pt-28">
            <CategoryBadge category={insight.category} />
            <h1 id={ids.title} className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {insight.title}
            </h1>
            <p className="mt-5 text-muted">
              <span className="mr-3 inline-block align-middle">
                <OwnerAvatar className="size-10 ring-2 ring-white" />
              </span>
              <MetaLine
                items={[
                  <span key="author" className="font-semibold text-ink">
                    {insight.author}
                  </span>,
                  <time key="date" dateTime={insight.publishedAt}>
                    {longDate(insight.publishedAt)}
                  </time>,
                  insightsPages.minRead(insight.readingTime),
                ]}
              />
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <SiteLink to={paths.insights} className={buttonClass("secondary", "md")}>
                <span aria-hidden="true">←</span> {words.backToInsights}
              </SiteLink>
              <button type="button" commandfor={shareDialogIds.dialog} command="show-modal" className={buttonClass("primary", "md")}>
                {words.share}
              </button>
            </div>
          </div>
        </header>
        <div className="container-page max-w-5xl">
          <Picture picture={article.hero} alt={insight.imageAlt} sizes="(min-width: 1024px) 64rem, 100vw" priority className="aspect-video h-auto w-full rounded-card object-cover shadow-lg" />
          <FirstViewEnd />
        </div>
        {/* The contents and the text in the header's and the cover's width: the contents line up
            with them, and the text runs about 70 characters a line (42 rem at 18 px), a
            comfortable measure, where the wider grid gave it about 90. */}
        <div className="container-page grid max-w-5xl gap-12 py-14 lg:grid-cols-[15rem_minmax(0,1fr)]">
          {toc.length > 0 && (
            <nav id={ids.toc} aria-labelledby={ids.tocHeading} {...enhance("toc")} className="hidden self-start lg:sticky lg:top-24 lg:block">
              <h2 id={ids.tocHeading} className="text-sm font-semibold uppercase tracking-wider text-muted">
                {words.tocHeading}
              </h2>
              <ol className="mt-4 space-y-1 border-l border-line">
                {toc.map((h) => (
                  <li key={h.id}>
                    <a
                      href={`#${h.id}`}
                      data-toc-link={h.id}
                      className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-muted hover:text-brand aria-[current]:border-brand aria-[current]:font-semibold aria-[current]:text-brand"
                    >
                      {h.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="min-w-0 lg:col-start-2">
            <div id={ids.body} className={prose} dangerouslySetInnerHTML={{ __html: article.html }} />
            <section aria-labelledby={ids.tagsHeading} className="mt-12">
              <h2 id={ids.tagsHeading} className="sr-only">
                {words.tagsHeading}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {insight.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={ids.applyHeading} className="mt-14 rounded-card bg-brand-strong p-8 text-white sm:p-10">
              <h2 id={ids.applyHeading} className="text-2xl font-bold sm:text-3xl">
                {words.apply.heading}
              </h2>
              <p className="mt-3 text-indigo-100">{words.apply.text}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <SiteLink to="/#who-its-for" className={buttonClass("light", "md")}>
                  {words.apply.primary}
                </SiteLink>
                <SiteLink to={paths.chat} className="inline-flex min-h-11 items-center rounded-full border border-white px-5 font-semibold text-white hover:bg-white/10">
                  {words.apply.secondary}
                </SiteLink>
              </div>
            </section>
            <p className="mt-10 text-lg">
              {words.getInTouch.text}{" "}
              <SiteLink to={paths.getInTouch} className="font-semibold text-brand underline underline-offset-4">
                {words.getInTouch.link}
              </SiteLink>
            </p>
            <ReadNext insights={relatedInsights(insight, insights, INSIGHTS.readNextMax)} />
            <section aria-labelledby={ids.soonHeading} className="mt-10 rounded-card border border-line bg-surface p-8 text-center">
              <h2 id={ids.soonHeading} className="text-2xl font-bold">
                {words.comingSoon.heading}
              </h2>
              <p className="mx-auto mt-3 max-w-xl text-muted">{words.comingSoon.text}</p>
              <BrowseAllInsights className="mt-4" />
            </section>
          </div>
        </div>
      </article>
      <ShareDialog url={url} title={insight.title} excerpt={insight.excerpt} />
      <JsonLd data={blogPosting(insight, article.wordCount)} />
      <JsonLd
        data={breadcrumbs([
          { name: words.breadcrumbHome, path: paths.home },
          { name: words.breadcrumbInsights, path: paths.insights },
          { name: insight.title, path: insightPath(insight.slug) },
        ])}
      />
    </>
  );
}

export function InsightNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-28">
      <h1 className="text-4xl font-bold">{words.notFound.heading}</h1>
      <p className="mt-4 text-lg text-muted">{words.notFound.text}</p>
      <SiteLink to={paths.insights} className={textLinkClass("mt-6")}>
        {words.notFound.back}
      </SiteLink>
      <FirstViewEnd />
    </section>
  );
}
