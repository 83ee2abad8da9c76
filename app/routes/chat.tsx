import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.chat);

export default function Page() {
  return <PlaceholderPage title="Book a 15-Minute Chat" lead="A free 15-minute chat to see whether a strategy session is the right next step." comingWith="online scheduling" />;
}
