import { BUILD_TIMELINES } from "~/config/constants";
import { paths } from "~/config/paths";
import { enhanceFlow } from "~/features/marketing/flow-enhance";
import { staticContent } from "~/features/marketing/static-content";
import { pageMeta } from "~/lib/meta";
import { StaticIsland } from "~/ui/static-island";

export const meta = () => pageMeta(paths.buildDraft);

const content = staticContent(() => import("~/features/marketing/essential-build-page"));
if (import.meta.env.SSR) await content.load();

// A server loader (with no data) keeps React Router from running clientLoader at hydration;
// clientLoader fetches the content module for client-side navigations only.
export const loader = () => null;
export async function clientLoader() {
  await content.load();
  return null;
}

/** The draft variant (DECISIONS 4): the same page with 8-12 weeks, noindex (app/pages.ts). */
export default function Page() {
  const m = content.get();
  return <StaticIsland name="essential-build" render={m && (() => <m.EssentialBuildPage timeline={BUILD_TIMELINES.draft} />)} enhance={enhanceFlow} />;
}
