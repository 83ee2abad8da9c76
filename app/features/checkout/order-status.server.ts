import type { OrderState } from "~/db/schema";
import type { Runtime } from "~/runtime.server";
import { productFor } from "./catalogue";

/** What /success may show of an order: its state and product, nothing personal (the URL can be shared). */
export interface OrderStatusView {
  state: OrderState | "unknown";
  productName: string | null;
  productPath: string | null;
  amountCents: number | null;
}

export async function orderStatusView(rt: Pick<Runtime, "checkout">, orderId: string | null): Promise<OrderStatusView | null> {
  if (!orderId) return null;
  const order = await rt.checkout.orderStatus(orderId.slice(0, 64));
  if (!order) return { state: "unknown", productName: null, productPath: null, amountCents: null };
  const product = productFor(order.product);
  return { state: order.state, productName: product?.name ?? null, productPath: product?.path ?? null, amountCents: order.amount_cents };
}
