import { site } from "#content/site";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.about);

export default function Page() {
  return <PlaceholderPage title={`About ${site.ownerName}`} lead="" comingWith="the full story, from COO to code," />;
}
