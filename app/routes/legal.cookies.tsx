import { cookiePolicy } from "#content/legal/cookie-policy";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { LegalDocumentView } from "~/ui/legal-document";

export const meta = () => pageMeta(paths.cookies);

export default function Page() {
  return <LegalDocumentView doc={cookiePolicy} />;
}
