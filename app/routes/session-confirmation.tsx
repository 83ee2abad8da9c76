import { Link } from "react-router";
import { site } from "#content/site";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { NextSteps, StatusPage } from "~/ui/status-page";

export const meta = () => pageMeta(paths.sessionConfirmation);

const steps = [
  { title: "Watch your inbox", text: "The calendar invitation with the video link comes from the scheduler." },
  { title: "Gather what matters", text: "Have your website, analytics and goals at hand for the session." },
  { title: "Show up ready", text: "Bring your questions: the 90 minutes are yours." },
];

/** After scheduling and the intake answers (DECISIONS 4). */
export default function SessionConfirmation() {
  return (
    <StatusPage title="You're Officially Booked" lead="Your strategy session is on the calendar. Here is how to make the most of it.">
      <NextSteps steps={steps} />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.insights} className={buttonClass("primary", "lg")}>
          Read the Insights
        </Link>
        <a href={`mailto:${site.email}`} className={buttonClass("secondary", "lg")}>
          E-mail {site.ownerFirstName}
        </a>
      </div>
    </StatusPage>
  );
}
