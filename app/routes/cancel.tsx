import { cancelPage as c } from "#content/pages/cancel.ts";
import { site } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";
import { StatusPage } from "#app/ui/status-page.tsx";

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
