import { checkoutStrategyCallPage as c } from "#content/pages/checkout-strategy-call.ts";
import { paths } from "#app/config/paths.ts";
import { CheckoutPage } from "#app/features/checkout/checkout-page.tsx";
import { infoPostAction } from "#app/features/checkout/info-post.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { noFooterNewsletter } from "#app/layout/newsletter-slot.tsx";
import type { Route } from "./+types/checkout-strategy-call";

/** DECISIONS 17: one clear next step here, not a sign-up. */
export const handle = noFooterNewsletter;

export const meta = () => pageMeta(paths.checkoutStrategyCall);

/** The details dialog posted without the app (no JavaScript, or its code failed to load). */
export const action = ({ request }: Route.ActionArgs) => infoPostAction(request);

export default function Page({ actionData }: Route.ComponentProps) {
  return <CheckoutPage productKey="strategyCall" words={c} posted={actionData} />;
}
