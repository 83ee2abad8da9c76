import { termsOfUse } from "#content/legal/terms-of-use";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { LegalDocumentView } from "~/ui/legal-document";

export const meta = () => pageMeta(paths.terms);

export default function Page() {
  return <LegalDocumentView doc={termsOfUse} />;
}
