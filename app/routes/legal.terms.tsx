import { termsOfUse } from "#content/legal/terms-of-use.ts";
import { paths } from "#app/config/paths.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { LegalDocumentView } from "#app/ui/legal-document.tsx";

export const meta = () => pageMeta(paths.terms);

export default function Page() {
  return <LegalDocumentView doc={termsOfUse} />;
}
