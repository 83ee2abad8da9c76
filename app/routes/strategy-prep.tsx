import { strategyPrepPage as c } from "#content/pages/strategy-prep.ts";
import { paths } from "#app/config/paths.ts";
import { SchedulerEmbed } from "#app/features/booking/scheduler-embed.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { PageIntro } from "#app/ui/page-intro.tsx";

export const meta = () => pageMeta(paths.strategyPrep);

/** SPEC §2 'Strategy prep': step 1, schedule the call, in the strategy-session scheduler (DECISIONS 9). */
export default function StrategyPrep() {
  return (
    <div className="container-page space-y-10 py-28 sm:py-32">
      <PageIntro heading={c.title} lead={c.lead} />
      <section aria-labelledby="step-heading" className="rounded-card border border-line p-6 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">{c.step}</p>
        <h2 id="step-heading" className="mt-1 text-2xl font-bold">
          {c.stepHeading}
        </h2>
        <p className="mt-2 text-muted">{c.stepText}</p>
        <p className="mt-2 font-medium text-ink">{c.timeZoneNote}</p>
        <div className="mt-6">
          <SchedulerEmbed kind="strategy_session" title={c.embedTitle} />
        </div>
      </section>
    </div>
  );
}
