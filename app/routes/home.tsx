import { images } from "#content/images";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/meta";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta = () => pageMeta(paths.home);

export default function Home() {
  return (
    <PlaceholderPage
      title="Your Business Deserves Better Digital Strategy"
      lead="You should feel confident sending people to your website."
      comingWith="the full home page, with strategy options and client stories,"
      image={images.heroStrategy}
    />
  );
}
