import { checkoutStrategyCallPage as c } from "#content/pages/checkout-strategy-call";
import { paths } from "~/config/paths";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(paths.checkoutStrategyCall);

export default function Page() {
  return <CheckoutPage productKey="strategyCall" words={c} />;
}
