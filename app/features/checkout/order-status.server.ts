import type { OrderState } from "#app/db/schema.ts";
import { productFor } from "./catalogue.ts";
import type { CheckoutService } from "./service.server.ts";

/** What /success may show of an order: its state and product, nothing personal (the URL can be shared). */
export interface OrderStatusView {
  state: OrderState | "unknown";
  productName: string | null;
  productPath: string | null;
  amountCents: number | null;
  /** The server is asking Stripe about it right now: the page says "confirming your payment" and looks again. */
  confirming: boolean;
}

/**
 * The order for /success and for the page's own look while it confirms (`ask: false`): from the
 * database at once; Stripe's answer, when asked for, arrives in the background.
 */
export async function orderStatusView(svc: { checkout: CheckoutService }, orderId: string | null, { ask = true }: { ask?: boolean } = {}): Promise<OrderStatusView | null> {
  if (!orderId) return null;
  const { order, asking } = await svc.checkout.orderStatus(orderId.slice(0, 64), { ask });
  if (!order) return { state: "unknown", productName: null, productPath: null, amountCents: null, confirming: false };
  const product = productFor(order.product);
  return { state: order.state, productName: product?.name ?? null, productPath: product?.path ?? null, amountCents: order.amount_cents, confirming: asking !== null };
}
