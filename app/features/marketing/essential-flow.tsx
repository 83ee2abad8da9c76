import type { IconKey } from "#content/icons.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { SiteLink } from "#app/ui/site-link.tsx";
import { MarketingIcon } from "./icons.tsx";
import { SectionHeader } from "./section.tsx";

interface FlowStep {
  icon: IconKey;
  title: string;
  text: string;
}

/**
 * The 'Essential Flow' (SPEC §4, as docs/decisions/037 revises it): all six steps laid out at
 * once, one column on phones, two from 768 px and three from 1024 px, so the whole sequence
 * fits in one or two screens. SPEC's pinned section six viewport heights tall left a dark void
 * under one card for ~5,400 px of scrolling. What stays scroll-driven is light: as the steps
 * pass a reading line, the step SPEC's formula names (floor(progress × 6), capped) is marked
 * current and the bar fills (./essential-flow.enhancer.ts). Every step stays fully drawn and
 * readable; without JavaScript or under prefers-reduced-motion nothing is marked.
 */
export function EssentialFlow({
  name,
  eyebrow,
  heading,
  lead,
  stepLabel,
  steps,
  proof,
}: {
  name: string;
  eyebrow: string;
  heading: string;
  lead: string;
  stepLabel: string;
  steps: readonly FlowStep[];
  /** Where the flow led once: the case study, under the steps. */
  proof: { label: string; title: string; text: string; access: string; to: string };
}) {
  return (
    <section
      id={name}
      data-section={name}
      data-flow
      {...enhance("essential-flow")}
      data-flow-step="0"
      data-flow-active="false"
      data-flow-label={stepLabel}
      aria-labelledby={`${name}-heading`}
      className="bg-night py-16 text-white sm:py-20"
    >
      <div className="container-page">
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-end">
          <SectionHeader id={`${name}-heading`} eyebrow={eyebrow} heading={heading} lead={lead} tone="dark" align="start" />
          <div aria-hidden="true" className="hidden items-center gap-4 animated:flex">
            <span data-flow-counter className="text-sm font-semibold tabular-nums text-amber-300">
              {stepLabel} 1 / {steps.length}
            </span>
            <span className="h-1 flex-1 overflow-hidden rounded-full bg-white/15">
              <span className="block h-full origin-left scale-x-[var(--flow-progress,0)] rounded-full bg-amber-300 motion-safe:transition-transform motion-safe:duration-300" />
            </span>
          </div>
        </div>
        <ol data-flow-steps className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-5">
          {steps.map((s, i) => (
            <li
              key={s.title}
              data-current="false"
              className="group relative rounded-card bg-white/5 p-6 ring-1 ring-white/10 transition-[background-color,box-shadow] duration-300 data-[current=true]:bg-white/10 data-[current=true]:ring-amber-300/70"
            >
              <div className="flex items-center justify-between gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-amber-300">
                  <MarketingIcon icon={s.icon} />
                </span>
                {/* The step's number, large and quiet: the order reads at a glance across the grid. */}
                <span aria-hidden="true" className="text-4xl font-bold tabular-nums text-white/40 group-data-[current=true]:text-amber-300">
                  {String(i + 1).padStart(2, "0")}
                </span>
              </div>
              <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-amber-300">
                {stepLabel} {i + 1}
              </p>
              <h3 className="mt-1 text-xl font-bold">{s.title}</h3>
              <p className="mt-2 text-slate-300">{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-300" data-testid="case-study-link">
          <span className="text-sm font-semibold uppercase tracking-wider text-amber-300">{proof.label}</span>
          <span>{proof.text}</span>
          {/* The lock stays with the title's last word (a no-break space): "(Password protected)"
              never starts a line alone, and the title itself still wraps at 320 px with WCAG's
              text spacing (the whole of it unbroken ran 116 px out of the column). */}
          <span>
            <SiteLink to={proof.to} className="font-semibold text-white underline decoration-amber-300 underline-offset-4 hover:text-amber-200">
              {proof.title}
            </SiteLink>
            {"\u00a0"}
            <span className="text-sm whitespace-nowrap">({proof.access})</span>
          </span>
        </p>
      </div>
    </section>
  );
}
