import { checkoutPremiumPage as c } from "#content/pages/checkout-premium-strategy.ts";
import { paths } from "#app/config/paths.ts";
import { CheckoutPage } from "#app/features/checkout/checkout-page.tsx";
import { infoPostAction } from "#app/features/checkout/info-post.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { noFooterNewsletter } from "#app/layout/newsletter-slot.tsx";
import type { Route } from "./+types/checkout-premium-strategy";

/** DECISIONS 17: one clear next step here, not a sign-up. */
export const handle = noFooterNewsletter;

export const meta = () => pageMeta(paths.checkoutPremium);

/** The details dialog posted without the app (no JavaScript, or its code failed to load). */
export const action = ({ request }: Route.ActionArgs) => infoPostAction(request);

export default function Page({ actionData }: Route.ComponentProps) {
  return <CheckoutPage productKey="premium" words={c} posted={actionData} />;
}
