import { Link } from "react-router";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { StatusPage } from "~/ui/status-page";

export const meta = () => pageMeta(paths.confirmation);

/** The 'you're in' variant (DECISIONS 4), pointing to the Insights. */
export default function Confirmation() {
  return (
    <StatusPage
      title="Smart Move, You're Officially In"
      lead="Everything you need is on its way to your inbox. While you wait, the Insights are a good place to start thinking strategically about your website."
    >
      <div className="flex justify-center">
        <Link to={paths.insights} className={buttonClass("primary", "lg")}>
          Explore the Insights
        </Link>
      </div>
    </StatusPage>
  );
}
