import { FirstViewEnd } from "#app/ui/first-view.tsx";
import { comingSoonPage as c } from "#content/pages/coming-soon.ts";
import { paths } from "#app/config/paths.ts";
import EarlyAccess from "#app/features/marketing/early-access.island.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta(paths.comingSoon);

/** Holding page (SPEC §2 'Holding page'). */
export default function ComingSoon() {
  return (
    <section className="container-page flex min-h-[80vh] flex-col items-center justify-center py-28 text-center">
      <h1 className="text-5xl font-black tracking-tight sm:text-6xl">{c.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{c.lead}</p>
      <EarlyAccess />
      <FirstViewEnd />
    </section>
  );
}
