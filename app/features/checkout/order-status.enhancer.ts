import { ORDER_CONFIRM_POLL } from "#app/config/payments.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";
import { isRecordId } from "#app/lib/record-id.ts";
import { rememberPayment } from "./earlier-payments.ts";

/**
 * /success while the server asks Stripe about the order (app/routes/success.tsx: "confirming
 * your payment"; the question runs in the background and ends within STRIPE_CALL_TIMEOUT_MS).
 * Asks our server every ORDER_CONFIRM_POLL.everyMs whether the answer came; once it has (the
 * state moved, or the server is no longer asking) the page is loaded again and shows the order
 * as it stands, which no longer asks for this enhancer: it stops. It stops as well after
 * ORDER_CONFIRM_POLL.max looks, when the element leaves the page, or when the visitor went on
 * to another page. No app needed: the page is server-rendered. Attached at once.
 *
 * An order shown as paid or processing is also remembered by this browser (earlier-payments.ts),
 * as the checkout panel does when Stripe answers it: a payment confirmed at the bank's own page
 * (a redirect-based method) comes back here without the panel, and booking the same session
 * again from this browser should warn before a second charge all the same.
 */
export default defineEnhancer({ name: "order-status", trigger: "now" }, (element) => {
  const orderId = element.dataset.orderId ?? "";
  const shownState = element.dataset.orderState ?? "";
  if (shownState === "paid" || shownState === "processing") rememberPayment(orderId);
  if (element.dataset.orderConfirming === undefined) return () => {};
  const page = location.pathname;
  let looks = 0;
  let timer = 0;
  let stopped = false;

  const look = async () => {
    if (stopped || location.pathname !== page) return;
    looks += 1;
    try {
      // Each look is cut off before the next is due: one hung request stopped the looking, and
      // the page said "confirming" for good.
      const res = await fetch(`/api/checkout/order-status?order=${encodeURIComponent(orderId)}`, {
        headers: { accept: "application/json" },
        cache: "no-store",
        signal: AbortSignal.timeout(ORDER_CONFIRM_POLL.everyMs * 5),
      });
      const body = (await res.json()) as { state?: string; confirming?: boolean };
      if (stopped || location.pathname !== page) return;
      if (body.state !== shownState || !body.confirming) {
        stopped = true;
        location.reload();
        return;
      }
    } catch {
      // Offline for a moment, or no answer in time: the next look tries again.
    }
    if (looks < ORDER_CONFIRM_POLL.max) timer = window.setTimeout(() => void look(), ORDER_CONFIRM_POLL.everyMs);
  };

  if (isRecordId(orderId)) timer = window.setTimeout(() => void look(), ORDER_CONFIRM_POLL.everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
});
