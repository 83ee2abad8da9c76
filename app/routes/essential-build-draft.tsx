import { paths } from "~/config/paths";
import { EssentialBuildPage } from "~/features/marketing/essential-build-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(paths.buildDraft);

/** The draft variant (DECISIONS 4): the same page with the draft timeline, noindex (app/pages.ts). */
export default function Page() {
  return <EssentialBuildPage variant="draft" />;
}
