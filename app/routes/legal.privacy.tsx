import { privacyPolicy } from "#content/legal/privacy-policy";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { LegalDocumentView } from "~/ui/legal-document";

export const meta = () => pageMeta(paths.privacy);

export default function Page() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
