import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.checkoutPremium);

export default function Page() {
  return <PlaceholderPage title="Your Essential Website Strategy" lead="The 90-minute strategy call plus your strategy kit within 72 hours: $1,497.00." comingWith="secure online checkout" />;
}
