import { DURATIONS } from "#content/claims.ts";

/** /strategy-prep (SPEC §2 'Strategy prep'): step 1 is to schedule the call. */
export const strategyPrepPage = {
  title: "Secure Your Session Time Now",
  lead: `Your ${DURATIONS.sessionMinutes}-minute strategy session is one step away from your calendar.`,
  step: "Step 1",
  stepHeading: "Schedule your strategy call",
  stepText: `Choose the time that suits you. The prep questions follow in the scheduler and take ${DURATIONS.prepMinutes} minutes.`,
  timeZoneNote: "Please double-check the time zone before you confirm.",
  embedTitle: `Scheduler: book your ${DURATIONS.sessionMinutes}-minute strategy session`,
};
