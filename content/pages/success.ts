import { DURATIONS } from "../claims";

/** /success, after a payment (DECISIONS 4). */
export const successPage = {
  title: "Thank You: Let's Get Your Session Booked",
  lead: "Your checkout is complete. Here is what happens next.",
  steps: [
    { title: "Schedule your session", text: `Pick the time for your ${DURATIONS.sessionMinutes}-minute strategy session on the next page.` },
    { title: "Answer the prep questions", text: `They take ${DURATIONS.prepMinutes} minutes and make every minute of the call count.` },
    { title: "Meet and build the plan", text: "We meet on video; you get the recording with highlights afterwards." },
  ],
  scheduleCta: "Schedule Your Session",
};
