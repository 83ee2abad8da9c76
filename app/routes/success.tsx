import { Link } from "react-router";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { NextSteps, StatusPage } from "~/ui/status-page";

export const meta = () => pageMeta(paths.success);

const steps = [
  { title: "Schedule your session", text: "Pick the time for your 90-minute strategy session on the next page." },
  { title: "Answer the prep questions", text: "They take 2-3 minutes and make every minute of the call count." },
  { title: "Meet and build the plan", text: "We meet on video; you get the recording with highlights afterwards." },
];

/** Payment success (DECISIONS 4): next steps, then on to scheduling. */
export default function Success() {
  return (
    <StatusPage title="Thank You: Let's Get Your Session Booked" lead="Your checkout is complete. Here is what happens next.">
      <NextSteps steps={steps} />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.strategyPrep} className={buttonClass("primary", "lg")}>
          Schedule Your Session
        </Link>
        <Link to={paths.homeAlias} className={buttonClass("secondary", "lg")} reloadDocument>
          Back to Home
        </Link>
      </div>
    </StatusPage>
  );
}
