import { paths } from "~/config/paths";
import { islandPage } from "~/features/marketing/island-page";
import { pageMeta } from "~/lib/meta";
import { AdoptedIsland } from "~/ui/adopted-island";

const page = islandPage(() => import("~/features/marketing/island-pages/essential-build"));
if (import.meta.env.SSR) await page.load();

export const meta = () => pageMeta(paths.build);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

/**
 * The Essential Build with the standard timeline (DECISIONS 4). An island page (README, 'Kinds
 * of page'): the text is in the HTML only; the Essential Flow gets its behaviour from the boot runtime.
 */
export default function Page() {
  const m = page.content();
  return <AdoptedIsland name="essential-build" render={m && (() => <m.EssentialBuildPage variant="standard" />)} />;
}
