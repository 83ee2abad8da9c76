import type { BuildVariant } from "#content/claims";
import { StaticIsland } from "~/ui/static-island";
import { enhanceFlow } from "./flow-enhance";
import { islandPage } from "./island-page";

/** The Essential Build's route half, shared by /the-essential-build and its draft variant. */
export const buildPage = islandPage(() => import("./essential-build-page"));

export function EssentialBuildIsland({ variant }: { variant: BuildVariant }) {
  const m = buildPage.content();
  return <StaticIsland name="essential-build" render={m && (() => <m.EssentialBuildPage variant={variant} />)} enhance={enhanceFlow} />;
}
