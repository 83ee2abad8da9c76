import { DURATIONS } from "../claims";
import { site } from "../site";

/** /session-confirmation, after scheduling and the intake answers (DECISIONS 4). */
export const sessionConfirmationPage = {
  title: "You're Officially Booked",
  lead: "Your strategy session is on the calendar. Here is how to make the most of it.",
  steps: [
    { title: "Watch your inbox", text: "The calendar invitation with the video link comes from the scheduler." },
    { title: "Gather what matters", text: "Have your website, analytics and goals at hand for the session." },
    { title: "Show up ready", text: `Bring your questions: the ${DURATIONS.sessionMinutes} minutes are yours.` },
  ],
  insightsCta: "Read the Insights",
  emailCta: `E-mail ${site.ownerFirstName}`,
};
