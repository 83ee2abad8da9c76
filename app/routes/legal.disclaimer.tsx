import { disclaimer } from "#content/legal/disclaimer";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { LegalDocumentView } from "~/ui/legal-document";

export const meta = () => pageMeta(paths.disclaimer);

export default function Page() {
  return <LegalDocumentView doc={disclaimer} />;
}
