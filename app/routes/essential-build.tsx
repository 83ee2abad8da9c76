import { paths } from "~/config/paths";
import { buildPage, EssentialBuildIsland } from "~/features/marketing/essential-build-island";
import { pageMeta } from "~/lib/meta";

if (import.meta.env.SSR) await buildPage.load();

export const meta = () => pageMeta(paths.build);
export const loader = buildPage.loader;
export const clientLoader = buildPage.clientLoader;

/**
 * The Essential Build with the standard timeline (DECISIONS 4). An island page: the text is in
 * the HTML only; the Essential Flow is enhanced in place.
 */
export default function Page() {
  return <EssentialBuildIsland variant="standard" />;
}
