import { paths } from "~/config/paths";
import { islandPage } from "~/features/marketing/island-page";
import { pageMeta } from "~/lib/meta";
import { AdoptedIsland } from "~/ui/adopted-island";

const page = islandPage(() => import("~/features/marketing/island-pages/about"));
if (import.meta.env.SSR) await page.load();

export const meta = () => pageMeta(paths.about);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

/** About (SPEC §2 'About page'): an island page (README, 'Kinds of page'), nothing to enhance but its links. */
export default function Page() {
  const m = page.content();
  return <AdoptedIsland name="about" render={m && (() => <m.AboutPage />)} />;
}
