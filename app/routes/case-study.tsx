import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.caseStudy);

export default function Page() {
  return <PlaceholderPage title="The Essential Website" lead="A case study of a custom-coded website, shared with people who request access." comingWith="the password-protected case study" />;
}
