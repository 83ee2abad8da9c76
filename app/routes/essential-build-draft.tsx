import { paths } from "~/config/paths";
import { buildPage, EssentialBuildIsland } from "~/features/marketing/essential-build-island";
import { pageMeta } from "~/lib/meta";

if (import.meta.env.SSR) await buildPage.load();

export const meta = () => pageMeta(paths.buildDraft);
export const loader = buildPage.loader;
export const clientLoader = buildPage.clientLoader;

/** The draft variant (DECISIONS 4): the same page with the draft timeline, noindex (app/pages.ts). */
export default function Page() {
  return <EssentialBuildIsland variant="draft" />;
}
