import { paths } from "#app/config/paths.ts";
import { HomePage } from "#app/features/marketing/home-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta(paths.home);

/**
 * Home (SPEC §2 'Home'): rendered on the server only (public pages do not hydrate); the carousel,
 * FAQ and info tips get their behaviour from the browser runtime and enhancers, the forms are
 * islands (docs/decisions/020).
 */
export default function Home() {
  return <HomePage />;
}
