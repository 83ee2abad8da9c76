import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.strategyPrep);

export default function Page() {
  return <PlaceholderPage title="Secure Your Session Time Now" lead="Step 1: schedule your 90-minute strategy call." comingWith="online scheduling" />;
}
