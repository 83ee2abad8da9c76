import type { FormKind } from "#app/db/schema.ts";

/**
 * Each form, as the inbox names it, in the inbox's order. A Record: a form added to FormKind does
 * not compile until it is named here, and the inbox's select and its filter check
 * (./inbox-filter.server.ts) both read this one list.
 */
export const inboxFormLabels: Record<FormKind, string> = {
  contact: "Contact",
  get_in_touch: "Get in touch",
  chat: "Chat page",
  portfolio_request: "Portfolio requests",
  newsletter: "Newsletter",
  strategy_lead: "Strategy leads",
};

export const formKinds = Object.keys(inboxFormLabels) as FormKind[];
