import { paths } from "#app/config/paths.ts";
import { AboutPage } from "#app/features/marketing/about-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta(paths.about);

/** About (SPEC §2 'About page'). */
export default function Page() {
  return <AboutPage />;
}
