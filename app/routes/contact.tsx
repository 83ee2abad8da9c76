import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.contact);

export default function Page() {
  return <PlaceholderPage title="Contact" lead="Send a written inquiry and get a reply within 2 business days." comingWith="the written-inquiry form" />;
}
