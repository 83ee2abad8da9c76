import { privacyPolicy } from "#content/legal/privacy-policy.ts";
import { paths } from "#app/config/paths.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { LegalDocumentView } from "#app/ui/legal-document.tsx";

export const meta = () => pageMeta(paths.privacy);

export default function Page() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
