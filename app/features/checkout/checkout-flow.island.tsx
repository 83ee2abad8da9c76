import { useState } from "react";
import { flushSync } from "react-dom";
import type { OfferKey } from "#content/offers.ts";
import { defineIsland } from "#app/islands/define.tsx";
import { products } from "./catalogue.ts";
import { CheckoutPanel } from "./checkout-panel.tsx";
import { InfoDialog, type Customer } from "./info-dialog.tsx";
import type { InfoPostAnswer } from "./info-rules.ts";

/** The page's book button, outside the island: focus goes back to it when the panel closes. */
export const BOOK_BUTTON_ID = "checkout-book";

/**
 * The purchase flow of a strategy page (SPEC §4): the info dialog (opened natively by the book
 * button) and, once the lead is stored, the checkout panel, which loads Stripe.js only then.
 */
function CheckoutFlow({ productKey, posted }: { productKey: OfferKey; posted?: InfoPostAnswer }) {
  const product = products[productKey];
  // SPEC §4: the customer data is kept while the panel is open, and cleared when it closes.
  // Closing also empties the info dialog: pressing Book again must not show the earlier details.
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [cleared, setCleared] = useState(0);
  const close = () => {
    // Committed at once: the panel's removal gives the page back (it was inert) before focus goes to it.
    flushSync(() => {
      setCustomer(null);
      setCleared((n) => n + 1);
    });
    document.getElementById(BOOK_BUTTON_ID)?.focus();
  };
  return (
    <>
      <InfoDialog product={product} onSubmitted={setCustomer} posted={posted} cleared={cleared} />
      {customer && <CheckoutPanel product={product} customer={customer} onClose={close} />}
    </>
  );
}

export default defineIsland("checkout-flow", CheckoutFlow);
