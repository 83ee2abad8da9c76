import { ctas } from "#content/navigation.ts";
import { portfolioPage as c } from "#content/pages/portfolio.ts";
import { paths } from "#app/config/paths.ts";
import { portfolioTriggerProps } from "#app/features/portfolio/portfolio-dialog.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";

export const meta = () => pageMeta(paths.portfolio);

/** Portfolio hub (SPEC §2): a holding page, kept out of search (noindex). */
export default function Portfolio() {
  return (
    <section className="container-page py-28 text-center sm:py-32">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{c.heading}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{c.lead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" {...portfolioTriggerProps} className={buttonClass("primary", "lg")}>
          {ctas.requestPortfolioAccess}
        </button>
        <SiteLink to={paths.home} className={buttonClass("secondary", "lg")}>
          {ctas.backToHome}
        </SiteLink>
      </div>
    </section>
  );
}
