import type { updateFromEvent } from "./stripe.server.ts";

/** The checkout's webhook step (service.server.ts: handleWebhook): the shape of a verified event it reads. */

/** What updateFromEvent and the event log read of a verified event. */
export function isStripeEvent(event: unknown): event is Parameters<typeof updateFromEvent>[0] {
  if (!event || typeof event !== "object" || Array.isArray(event)) return false;
  const e = event as Record<string, unknown>;
  const data = e.data as Record<string, unknown> | null | undefined;
  return (
    typeof e.id === "string" &&
    e.id.length > 0 &&
    e.id.length <= 255 &&
    typeof e.type === "string" &&
    e.type.length > 0 &&
    e.type.length <= 255 &&
    Number.isSafeInteger(e.created) &&
    !!data &&
    typeof data === "object" &&
    !!data.object &&
    typeof data.object === "object" &&
    !Array.isArray(data.object)
  );
}
