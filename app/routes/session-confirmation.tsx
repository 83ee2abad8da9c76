import { Link } from "react-router";
import { sessionConfirmationPage as c } from "#content/pages/session-confirmation";
import { site } from "#content/site";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { NextSteps, StatusPage } from "~/ui/status-page";

export const meta = () => pageMeta(paths.sessionConfirmation);

/** After scheduling and the intake answers (DECISIONS 4). */
export default function SessionConfirmation() {
  return (
    <StatusPage title={c.title} lead={c.lead}>
      <NextSteps steps={c.steps} />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.insights} className={buttonClass("primary", "lg")}>
          {c.insightsCta}
        </Link>
        <a href={`mailto:${site.email}`} className={buttonClass("secondary", "lg")}>
          {c.emailCta}
        </a>
      </div>
    </StatusPage>
  );
}
