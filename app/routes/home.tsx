import { paths } from "~/config/paths";
import { islandPage } from "~/features/marketing/island-page";
import { pageMeta } from "~/lib/meta";
import { AdoptedIsland } from "~/ui/adopted-island";

const page = islandPage(() => import("~/features/marketing/island-pages/home"));
if (import.meta.env.SSR) await page.load();

export const meta = () => pageMeta(paths.home);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

/**
 * Home (SPEC §2 'Home'). An island page (README, 'Kinds of page'): the text is in the HTML only,
 * not in the page's JavaScript; the carousel, FAQ and info tips get their behaviour from the
 * boot runtime, in place (docs/decisions/009-boot-runtime.md).
 */
export default function Home() {
  const m = page.content();
  return <AdoptedIsland name="home" render={m && (() => <m.HomePage />)} />;
}
