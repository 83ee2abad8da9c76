import { DURATIONS } from "../claims";

/** /strategy-prep until scheduling is built. */
export const strategyPrepPage = {
  title: "Secure Your Session Time Now",
  lead: `Step 1: schedule your ${DURATIONS.sessionMinutes}-minute strategy call.`,
  comingWith: "online scheduling",
};
