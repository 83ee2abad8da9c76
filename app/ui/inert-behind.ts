/**
 * Makes everything in <body> but `layer` inert, as a modal <dialog> does to the page under it,
 * for an overlay that cannot be one (the checkout panel: ../features/checkout/checkout-panel.tsx).
 * Keyboard focus and a screen reader's cursor then stay on the overlay instead of reaching the
 * covered page. Left alone: the toast layer (a payment's failure is a toast, SPEC §8, and must be
 * announced and dismissable) and whatever is added to the body later (Stripe's 3-D Secure frame).
 * Returns the undo; elements that were inert before stay so.
 */
export function inertBehind(layer: Element): () => void {
  const behind = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== layer && !el.contains(layer) && !el.inert && !el.hasAttribute("data-toasters"),
  );
  for (const el of behind) el.inert = true;
  return () => {
    for (const el of behind) el.inert = false;
  };
}
