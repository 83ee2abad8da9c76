import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { Lock } from "lucide-react";
import { ctas } from "#content/navigation.ts";
import { portfolioPage as c } from "#content/pages/portfolio.ts";
import { paths } from "#app/config/paths.ts";
import { portfolioTriggerProps } from "#app/features/portfolio/portfolio-dialog.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";

export const meta = () => pageMeta(paths.portfolio);

/** Portfolio hub (SPEC §2), kept out of search (noindex): the case study there is, and a way to ask for access. */
export default function Portfolio() {
  return (
    <section className="container-page py-28 text-center sm:py-32">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{c.heading}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{c.lead}</p>
      <article aria-labelledby="portfolio-case-study" className="mx-auto mt-10 max-w-xl rounded-card border border-line bg-white p-6 text-left shadow-card sm:p-8" data-testid="portfolio-case-study">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold tracking-wider text-accent uppercase">
          {c.caseStudy.label}
          <span className="inline-flex items-center gap-1 font-medium tracking-normal text-muted normal-case">
            <Lock aria-hidden="true" className="size-4" />
            {c.caseStudy.access}
          </span>
        </p>
        <h2 id="portfolio-case-study" className="mt-2 text-2xl font-bold">
          {c.caseStudy.title}
        </h2>
        <p className="mt-2 text-muted">{c.caseStudy.text}</p>
        <SiteLink to={paths.caseStudy} className={buttonClass("primary", "md", "mt-6")}>
          {c.caseStudy.cta}
        </SiteLink>
      </article>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" {...portfolioTriggerProps} className={buttonClass("secondary", "lg")}>
          {ctas.requestPortfolioAccess}
        </button>
        <SiteLink to={paths.home} className={buttonClass("secondary", "lg")}>
          {ctas.backToHome}
        </SiteLink>
      </div>
      <FirstViewEnd />
    </section>
  );
}
