import { site } from "#content/site";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { SiteLink } from "~/ui/site-link";
import { StatusPage } from "~/ui/status-page";

export const meta = () => pageMeta(paths.cancel);

/** Checkout cancelled (DECISIONS 4). */
export default function Cancel() {
  return (
    <StatusPage
      title="No worries... you're not locked in"
      lead="Your checkout was cancelled and nothing was charged. Take your time: the strategy options are here whenever you're ready."
    >
      <div className="flex flex-col items-center gap-6 text-center">
        <SiteLink to={paths.strategyOptions} className={buttonClass("primary", "lg")}>
          View Strategy Options
        </SiteLink>
        <p className="text-muted">
          Questions first? Write to{" "}
          <a className="font-semibold text-brand underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
      </div>
    </StatusPage>
  );
}
