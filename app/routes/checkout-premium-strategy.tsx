import { checkoutPremiumPage as c } from "#content/pages/checkout-premium-strategy";
import { paths } from "~/config/paths";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(paths.checkoutPremium);

export default function Page() {
  return <CheckoutPage productKey="premium" words={c} />;
}
