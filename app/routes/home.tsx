import { paths } from "~/config/paths";
import { enhanceHome } from "~/features/marketing/enhance";
import { staticContent } from "~/features/marketing/static-content";
import { pageMeta } from "~/lib/meta";
import { StaticIsland } from "~/ui/static-island";

export const meta = () => pageMeta(paths.home);

const content = staticContent(() => import("~/features/marketing/home-static"));
if (import.meta.env.SSR) await content.load();

// A server loader (with no data) keeps React Router from running clientLoader at hydration;
// clientLoader fetches the content module for client-side navigations only.
export const loader = () => null;
export async function clientLoader() {
  await content.load();
  return null;
}

/**
 * Home (SPEC §2 'Home'). Static HTML (the text is not in the page's JavaScript); the carousel,
 * FAQ and info tips are enhanced in place. See docs/decisions/004-marketing-islands.md.
 */
export default function Home() {
  const m = content.get();
  return <StaticIsland name="home" render={m && (() => <m.HomePage />)} enhance={enhanceHome} />;
}
