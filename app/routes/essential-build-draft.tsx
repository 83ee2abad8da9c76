import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.buildDraft);

export default function Page() {
  return <PlaceholderPage title="The Essential Build" lead="A custom-coded website you own: no plug-ins, no builders, built in 8-12 weeks after a strategy session." comingWith="the full build page" />;
}
