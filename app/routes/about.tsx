import { paths } from "~/config/paths";
import { staticContent } from "~/features/marketing/static-content";
import { pageMeta } from "~/lib/meta";
import { StaticIsland } from "~/ui/static-island";

export const meta = () => pageMeta(paths.about);

const content = staticContent(() => import("~/features/marketing/about-page"));
if (import.meta.env.SSR) await content.load();

// A server loader (with no data) keeps React Router from running clientLoader at hydration;
// clientLoader fetches the content module for client-side navigations only.
export const loader = () => null;
export async function clientLoader() {
  await content.load();
  return null;
}

/** About (SPEC §2 'About page'): static HTML, nothing to hydrate but its links. */
export default function Page() {
  const m = content.get();
  return <StaticIsland name="about" render={m && (() => <m.AboutPage />)} />;
}
