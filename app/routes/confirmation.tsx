import { Link } from "react-router";
import { confirmationPage as c } from "#content/pages/confirmation";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { StatusPage } from "~/ui/status-page";

export const meta = () => pageMeta(paths.confirmation);

/** The 'you're in' variant (DECISIONS 4), pointing to the Insights. */
export default function Confirmation() {
  return (
    <StatusPage title={c.title} lead={c.lead}>
      <div className="flex justify-center">
        <Link to={paths.insights} className={buttonClass("primary", "lg")}>
          {c.cta}
        </Link>
      </div>
    </StatusPage>
  );
}
