import { paths } from "#app/config/paths.ts";
import { EssentialBuildPage } from "#app/features/marketing/essential-build-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta(paths.build);

/** The Essential Build with the standard timeline (DECISIONS 4); the Essential Flow is an enhancer. */
export default function Page() {
  return <EssentialBuildPage variant="standard" />;
}
