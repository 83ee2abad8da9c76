import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.checkoutStrategyCall);

export default function Page() {
  return <PlaceholderPage title="Strategy Call Only" lead="A 90-minute 1:1 video strategy session with live strategic input and a recording with a recap: $997.00." comingWith="secure online checkout" />;
}
