import { CalendarClock, CircleCheck, CircleX, Hourglass, Quote } from "lucide-react";
import { buildContent } from "#content/build.ts";
import type { BuildVariant } from "#content/claims.ts";
import { images } from "#content/images/index.ts";
import { testimonials } from "#content/testimonials.ts";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";
import { CtaBand, IconCardGrid, NumberedSteps, PageHero } from "./blocks.tsx";
import { headingId, Section, SectionHeader } from "./section.tsx";
import { EssentialFlow } from "./essential-flow.tsx";
import { TestimonialQuote } from "./testimonial-quote.tsx";

function FitList({ title, items, fit }: { title: string; items: readonly string[]; fit: boolean }) {
  const Icon = fit ? CircleCheck : CircleX;
  return (
    <div
      data-fit={fit ? "perfect" : "not"}
      className={`rounded-card p-6 sm:p-8 ${fit ? "border-2 border-brand bg-white shadow-lg" : "border border-line bg-white"}`}
    >
      <h3 className="text-xl font-bold">{title}</h3>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${fit ? "text-emerald-700" : "text-red-700"}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Essential Build (SPEC §2 'Build page'). One page for both URLs: the timeline is the only
 * difference between /the-essential-build and its draft variant (DECISIONS 4).
 */
export function EssentialBuildPage({ variant }: { variant: BuildVariant }) {
  const c = buildContent(variant);
  const testimonial = testimonials.find((t) => t.author === c.testimonialAuthor) ?? testimonials[0]!;
  return (
    <>
      <PageHero
        eyebrow={c.hero.eyebrow}
        heading={c.hero.heading}
        image={images.buildBlueprint}
        actions={
          <>
            {/* Side by side like home's from 640 px: the longer labels take base type in the half-page column. */}
            <SiteLink to={paths.strategyPrep} className={buttonClass("primary", "lg", "lg:px-5 lg:text-base")}>
              {c.hero.primaryCta}
            </SiteLink>
            <SiteLink to={paths.strategyOptions} className={buttonClass("secondary", "lg", "lg:px-5 lg:text-base")}>
              {c.hero.secondaryCta}
            </SiteLink>
          </>
        }
      >
        <p className="mt-5 text-lg text-muted">{c.hero.lead}</p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold shadow-card ring-1 ring-slate-200" data-testid="build-timeline">
          <CalendarClock aria-hidden="true" className="size-5 text-brand" />
          {c.hero.timelineLabel}: {c.hero.timeline}
        </p>
      </PageHero>

      <Section name="benefits" className="pt-0 sm:pt-0">
        <h2 id="benefits-heading" className="sr-only">
          Why a custom build
        </h2>
        <IconCardGrid cards={c.benefits} />
      </Section>

      <EssentialFlow name="essential-flow" {...c.flow} />

      <Section name="growth">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
          <div>
            <SectionHeader id={headingId("growth")} eyebrow={c.growth.eyebrow} heading={c.growth.heading} align="start" />
            {c.growth.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg text-muted">
                {p}
              </p>
            ))}
          </div>
          <figure className="rounded-card bg-brand-soft p-8 sm:p-10">
            <Quote aria-hidden="true" className="size-10 text-brand" />
            <blockquote className="mt-4 text-2xl font-semibold leading-snug text-brand-strong">
              <p>{c.growth.quote}</p>
            </blockquote>
            <figcaption className="mt-6 font-semibold text-ink">{c.growth.quoteAuthor}</figcaption>
          </figure>
        </div>
      </Section>

      <Section name="fit" className="bg-surface" header={c.fit}>
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          <FitList title={c.fit.notFit.title} items={c.fit.notFit.items} fit={false} />
          <FitList title={c.fit.perfectFit.title} items={c.fit.perfectFit.items} fit />
        </div>
      </Section>

      <Section name="how-it-works" header={c.howItWorks}>
        <NumberedSteps steps={c.howItWorks.steps} />
      </Section>

      <Section name="waitlist" className="bg-surface">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
          <div className="rounded-card border-2 border-dashed border-accent/60 bg-white p-6 sm:p-8" data-testid="waitlist-note">
            <Hourglass aria-hidden="true" className="size-8 text-accent" />
            <h2 id="waitlist-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              {c.waitlist.heading}
            </h2>
            <p className="mt-4 text-lg text-muted">{c.waitlist.text}</p>
          </div>
          <TestimonialQuote testimonial={testimonial} large />
        </div>
      </Section>

      <CtaBand name="final-cta" heading={c.final.heading} text={c.final.text}>
        <SiteLink to={paths.strategyPrep} className={buttonClass("light", "lg")}>
          {c.final.cta}
        </SiteLink>
      </CtaBand>
    </>
  );
}
