import { Link } from "react-router";
import { confirmationPage as c } from "#content/pages/confirmation.ts";
import { paths } from "#app/config/paths.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { buttonClass } from "#app/ui/button.ts";
import { StatusPage } from "#app/ui/status-page.tsx";

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
