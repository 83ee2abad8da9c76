import { paths } from "~/config/paths";
import { EssentialBuildPage } from "~/features/marketing/essential-build-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(paths.build);

/** The Essential Build with the standard timeline (DECISIONS 4); the Essential Flow is an enhancer. */
export default function Page() {
  return <EssentialBuildPage variant="standard" />;
}
