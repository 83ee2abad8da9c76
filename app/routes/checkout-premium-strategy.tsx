import { checkoutPremiumPage as c } from "#content/pages/checkout-premium-strategy";
import { PRICES_CENTS } from "~/config/constants";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { formatUsd } from "~/lib/price";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.checkoutPremium);

export default function Page() {
  return <PlaceholderPage title={c.title} lead={`${c.lead}: ${formatUsd(PRICES_CENTS.premium)}.`} comingWith={c.comingWith} />;
}
