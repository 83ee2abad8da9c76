import { StaticIsland } from "~/ui/static-island";
import { staticPage } from "./static-content";

/** The Essential Build's route half, shared by /the-essential-build and its draft variant. */
export const buildPage = staticPage(() => import("./essential-build-page"));

export function EssentialBuildIsland({ timeline }: { timeline: string }) {
  const m = buildPage.content();
  return <StaticIsland name="essential-build" render={m && (() => <m.EssentialBuildPage timeline={timeline} />)} />;
}
