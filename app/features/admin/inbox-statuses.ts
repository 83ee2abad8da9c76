/** The inbox's status filter (migration 0012): its value in the address, and its words in the list's select. */
export const inboxStatuses = { new: "Not handled yet", handled: "Handled" } as const;
