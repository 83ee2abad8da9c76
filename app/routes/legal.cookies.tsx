import { cookiePolicy } from "#content/legal/cookie-policy.ts";
import { paths } from "#app/config/paths.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { CookieSettingsButton } from "#app/features/consent/consent-region.tsx";
import { LegalDocumentView } from "#app/ui/legal-document.tsx";

export const meta = () => pageMeta(paths.cookies);

export default function Page() {
  return <LegalDocumentView doc={cookiePolicy} cookieSettings={CookieSettingsButton} />;
}
