import { paths } from "~/config/paths";
import { AboutPage } from "~/features/marketing/about-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(paths.about);

/** About (SPEC §2 'About page'). */
export default function Page() {
  return <AboutPage />;
}
