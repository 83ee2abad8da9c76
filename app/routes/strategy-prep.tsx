import { strategyPrepPage as c } from "#content/pages/strategy-prep";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.strategyPrep);

export default function Page() {
  return <PlaceholderPage title={c.title} lead={c.lead} comingWith={c.comingWith} />;
}
