import type { CSSProperties } from "react";
import { ESSENTIAL_FLOW } from "#app/config/constants.ts";
import type { IconKey } from "#content/icons.ts";
import { MarketingIcon } from "./icons";
import { SectionHeader } from "./section";
import { enhance } from "#app/browser/enhancers.ts";

interface FlowStep {
  icon: IconKey;
  title: string;
  text: string;
}

/**
 * The scroll-driven 'Essential Flow' (SPEC §4): the section is six viewport heights tall and
 * its panel stays in view while the visitor scrolls through it, showing one step at a time.
 * All six steps are one ordered list in the HTML: without JavaScript or under
 * prefers-reduced-motion (the `animated` variant is off) they read as that list, and the
 * steps out of view stay readable to screen readers. Its enhancer (./essential-flow.enhancer.ts) drives it.
 */
export function EssentialFlow({
  name,
  eyebrow,
  heading,
  lead,
  stepLabel,
  steps,
}: {
  name: string;
  eyebrow: string;
  heading: string;
  lead: string;
  stepLabel: string;
  steps: readonly FlowStep[];
}) {
  const height = { "--flow-height": `${ESSENTIAL_FLOW.viewportHeights * 100}vh` } as CSSProperties;
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
      style={height}
      className="relative bg-night text-white animated:h-(--flow-height)"
    >
      <div className="py-16 sm:py-24 animated:sticky animated:top-0 animated:flex animated:h-svh animated:flex-col animated:justify-center animated:py-8">
        <div className="container-page">
          <SectionHeader id={`${name}-heading`} eyebrow={eyebrow} heading={heading} lead={lead} tone="dark" />
          <div aria-hidden="true" className="mx-auto mt-8 hidden max-w-3xl items-center gap-4 animated:flex">
            <span data-flow-counter className="text-sm font-semibold tabular-nums text-amber-300">
              {stepLabel} 1 / {steps.length}
            </span>
            <span className="h-1 flex-1 overflow-hidden rounded-full bg-white/15">
              <span className="block h-full origin-left scale-x-[var(--flow-progress,0)] rounded-full bg-amber-300" />
            </span>
          </div>
          <ol data-flow-steps className="mx-auto mt-8 grid max-w-3xl gap-5 animated:gap-0">
            {steps.map((s, i) => (
              <li
                key={s.title}
                data-current={i === 0}
                className="rounded-card bg-white/5 p-6 ring-1 ring-white/10 sm:p-8 animated:col-start-1 animated:row-start-1 animated:transition-[opacity,translate] animated:duration-500 animated:data-[current=false]:translate-y-3 animated:data-[current=false]:opacity-0"
              >
                <div className="flex items-center gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-amber-300">
                    <MarketingIcon icon={s.icon} />
                  </span>
                  <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">
                    {stepLabel} {i + 1}
                  </p>
                </div>
                <h3 className="mt-4 text-2xl font-bold">{s.title}</h3>
                <p className="mt-2 text-lg text-slate-300">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
