import { paths } from "~/config/paths";
import { islandPage } from "~/features/marketing/island-page";
import { pageMeta } from "~/lib/meta";
import { AdoptedIsland } from "~/ui/adopted-island";

const page = islandPage(() => import("~/features/marketing/island-pages/essential-build"));
if (import.meta.env.SSR) await page.load();

export const meta = () => pageMeta(paths.buildDraft);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

/** The draft variant (DECISIONS 4): the same island page with the draft timeline, noindex (app/pages.ts). */
export default function Page() {
  const m = page.content();
  return <AdoptedIsland name="essential-build" render={m && (() => <m.EssentialBuildPage variant="draft" />)} />;
}
