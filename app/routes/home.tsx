import { paths } from "~/config/paths";
import { staticPage } from "~/features/marketing/static-content";
import { pageMeta } from "~/lib/meta";
import { StaticIsland } from "~/ui/static-island";

const page = staticPage(() => import("~/features/marketing/home-static"));
if (import.meta.env.SSR) await page.load();

export const meta = () => pageMeta(paths.home);
export const loader = page.loader;
export const clientLoader = page.clientLoader;

/**
 * Home (SPEC §2 'Home'). Static HTML (the text is not in the page's JavaScript); the carousel,
 * FAQ and info tips get their behaviour from the boot runtime, in place. See
 * docs/decisions/005-marketing-islands.md and 009-boot-runtime.md.
 */
export default function Home() {
  const m = page.content();
  return <StaticIsland name="home" render={m && (() => <m.HomePage />)} />;
}
