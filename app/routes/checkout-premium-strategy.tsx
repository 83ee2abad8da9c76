import { checkoutPremiumPage as c } from "#content/pages/checkout-premium-strategy";
import { paths } from "~/config/paths";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { infoPostAction } from "~/features/checkout/info-post.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout-premium-strategy";

export const meta = () => pageMeta(paths.checkoutPremium);

/** The details dialog posted without the app (no JavaScript, or its code failed to load). */
export const action = ({ request }: Route.ActionArgs) => infoPostAction(request);

export default function Page({ actionData }: Route.ComponentProps) {
  return <CheckoutPage productKey="premium" words={c} posted={actionData} />;
}
