import { paths } from "#app/config/paths.ts";
import { EssentialBuildPage } from "#app/features/marketing/essential-build-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta(paths.buildDraft);

/** The draft variant (DECISIONS 4): the same page with the draft timeline, noindex (app/pages.ts). */
export default function Page() {
  return <EssentialBuildPage variant="draft" />;
}
