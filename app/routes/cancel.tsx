import { cancelPage as c } from "#content/pages/cancel";
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
    <StatusPage title={c.title} lead={c.lead}>
      <div className="flex flex-col items-center gap-6 text-center">
        <SiteLink to={paths.strategyOptions} className={buttonClass("primary", "lg")}>
          {c.cta}
        </SiteLink>
        <p className="text-muted">
          {c.questions}{" "}
          <a className="font-semibold text-brand underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
      </div>
    </StatusPage>
  );
}
