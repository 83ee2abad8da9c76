import { BUILD_TIMELINES } from "~/config/constants";
import { paths } from "~/config/paths";
import { buildPage, EssentialBuildIsland } from "~/features/marketing/essential-build-island";
import { pageMeta } from "~/lib/meta";

if (import.meta.env.SSR) await buildPage.load();

export const meta = () => pageMeta(paths.build);
export const loader = buildPage.loader;
export const clientLoader = buildPage.clientLoader;

/** The Essential Build, 6-8 weeks (DECISIONS 4). Static HTML; the Essential Flow is enhanced. */
export default function Page() {
  return <EssentialBuildIsland timeline={BUILD_TIMELINES.standard} />;
}
