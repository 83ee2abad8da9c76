import { Link } from "react-router";
import { ctas } from "#content/navigation";
import { successPage as c } from "#content/pages/success";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { NextSteps, StatusPage } from "~/ui/status-page";

export const meta = () => pageMeta(paths.success);

/** Payment success (DECISIONS 4): next steps, then on to scheduling. */
export default function Success() {
  return (
    <StatusPage title={c.title} lead={c.lead}>
      <NextSteps steps={c.steps} />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.strategyPrep} className={buttonClass("primary", "lg")}>
          {c.scheduleCta}
        </Link>
        <Link to={paths.homeAlias} className={buttonClass("secondary", "lg")} reloadDocument>
          {ctas.backToHome}
        </Link>
      </div>
    </StatusPage>
  );
}
