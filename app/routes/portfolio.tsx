import { paths } from "~/config/paths";
import { portfolioTriggerProps } from "~/features/portfolio/portfolio-dialog";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { SiteLink } from "~/ui/site-link";

export const meta = () => pageMeta(paths.portfolio);

/** Portfolio hub (SPEC §2): a holding page, kept out of search (noindex). */
export default function Portfolio() {
  return (
    <section className="container-page py-28 text-center sm:py-32">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Portfolio - Coming Soon</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
        Selected client work is being written up. Want to see a full case study now? Request access and I&apos;ll reply within 48 hours.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" {...portfolioTriggerProps} className={buttonClass("primary", "lg")}>
          Request Portfolio Access
        </button>
        <SiteLink to={paths.home} className={buttonClass("secondary", "lg")}>
          Back to Home
        </SiteLink>
      </div>
    </section>
  );
}
