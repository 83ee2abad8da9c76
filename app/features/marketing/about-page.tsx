import { about } from "#content/about.ts";
import { paths } from "#app/config/paths.ts";
import { ButtonLabel } from "#app/ui/button-label.tsx";
import { buttonClass } from "#app/ui/button.ts";
import { OwnerPortrait } from "#app/ui/owner-portrait.tsx";
import { SiteLink } from "#app/ui/site-link.tsx";
import { CtaBand, IconCardGrid, PageHero } from "./blocks.tsx";
import { MarketingIcon } from "./icons.tsx";
import { headingId, Section, SectionHeader, type Tone } from "./section.tsx";

/**
 * A heading and its paragraphs: one reading-width column on phones and tablets; from 1024 px
 * an editorial spread, the heading on the left under an amber rule, the text on the right (a
 * change of rhythm from the centred headers of the card sections), on the page's full width so
 * that every section starts at the hero's left edge.
 */
function ProseSection({ name, heading, paragraphs, tone = "light", className }: { name: string; heading: string; paragraphs: readonly string[]; tone?: Tone; className?: string }) {
  return (
    <Section name={name} className={className}>
      <div className="mx-auto max-w-3xl lg:grid lg:max-w-none lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <div aria-hidden="true" className="mb-6 h-1 w-12 rounded-full bg-amber-400" />
          <SectionHeader id={headingId(name)} heading={heading} align="start" tone={tone} />
        </div>
        <div className="lg:pt-9">
          {paragraphs.map((p) => (
            <p key={p} className={`mt-4 text-lg first:lg:mt-0 ${tone === "dark" ? "text-slate-300" : "text-muted"}`}>
              {p}
            </p>
          ))}
        </div>
      </div>
    </Section>
  );
}

/** About (SPEC §2 'About page'), sections in SPEC order. */
export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={about.hero.eyebrow}
        heading={about.hero.heading}
        media={<OwnerPortrait variant="hero" priority className="mx-auto w-full max-w-sm" />}
        actions={
          <>
            <SiteLink to={paths.chat} className={buttonClass("primary", "lg")}>
              <ButtonLabel>{about.hero.primaryCta}</ButtonLabel>
            </SiteLink>
            <SiteLink to={paths.strategyOptions} className={buttonClass("secondary", "lg")}>
              {about.hero.secondaryCta}
            </SiteLink>
          </>
        }
      >
        <p className="mt-5 text-lg text-muted">{about.hero.lead}</p>
      </PageHero>

      <ProseSection name="miss-the-point" {...about.missThePoint} />
      <ProseSection name="story" {...about.story} tone="dark" className="bg-night text-white" />

      <Section name="pillars" header={about.pillars}>
        <IconCardGrid cards={about.pillars.items} />
      </Section>

      <Section name="process" className="bg-surface" header={about.process}>
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {about.process.cards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
                <MarketingIcon icon={card.icon} />
              </span>
              <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-accent">{card.step}</p>
              <h3 className="mt-1 text-2xl font-bold">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted">{card.text}</p>
              <div className="mt-6">
                <SiteLink to={card.to} className={buttonClass("secondary", "md")}>
                  <ButtonLabel>{card.cta}</ButtonLabel>
                </SiteLink>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand name="final-cta" heading={about.final.heading} text={about.final.text}>
        <SiteLink to={paths.chat} className={buttonClass("light", "lg")}>
          <ButtonLabel>{about.final.cta}</ButtonLabel>
        </SiteLink>
      </CtaBand>
    </>
  );
}
