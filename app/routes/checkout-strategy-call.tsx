import { checkoutStrategyCallPage as c } from "#content/pages/checkout-strategy-call";
import { PRICES_CENTS } from "~/config/constants";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { formatUsd } from "~/lib/price";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.checkoutStrategyCall);

export default function Page() {
  return <PlaceholderPage title={c.title} lead={`${c.lead}: ${formatUsd(PRICES_CENTS.strategyCall)}.`} comingWith={c.comingWith} />;
}
