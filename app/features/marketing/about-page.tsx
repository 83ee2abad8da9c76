import { about } from "#content/about";
import { images } from "#content/images";
import { paths } from "~/config/paths";
import { buttonClass } from "~/ui/button";
import { Picture } from "~/ui/picture";
import { SiteLink } from "~/ui/site-link";
import { CtaBand, IconCardGrid } from "./blocks";
import { Section, SectionHeader } from "./section";
import { MarketingIcon } from "./icons";

/** About (SPEC §2 'About page'), sections in SPEC order. */
export function AboutPage() {
  return (
    <>
      <section data-section="hero" aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-soft to-white">
        <div className="container-page grid items-center gap-10 pb-16 pt-16 sm:pt-24 lg:grid-cols-2 lg:gap-14 lg:pb-24 lg:pt-28">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">{about.hero.eyebrow}</p>
            <h1 id="hero-heading" className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {about.hero.heading}
            </h1>
            <p className="mt-5 text-lg text-muted">{about.hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <SiteLink to={paths.chat} className={buttonClass("primary", "lg")}>
                {about.hero.primaryCta}
              </SiteLink>
              <SiteLink to={paths.strategyOptions} className={buttonClass("secondary", "lg")}>
                {about.hero.secondaryCta}
              </SiteLink>
            </div>
          </div>
          <Picture
            picture={images.aboutVisionary.picture}
            alt={images.aboutVisionary.alt}
            sizes="(min-width: 1152px) 536px, (min-width: 1024px) calc(50vw - 4rem), calc(100vw - 2rem)"
            priority
            className="h-auto w-full rounded-3xl shadow-xl"
          />
        </div>
      </section>

      <Section name="miss-the-point">
        <div className="mx-auto max-w-3xl">
          <SectionHeader id="miss-the-point-heading" heading={about.missThePoint.heading} align="start" />
          {about.missThePoint.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-lg text-muted">
              {p}
            </p>
          ))}
        </div>
      </Section>

      <Section name="story" className="bg-night text-white">
        <div className="mx-auto max-w-3xl">
          <SectionHeader id="story-heading" heading={about.story.heading} align="start" tone="dark" />
          {about.story.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-lg text-slate-300">
              {p}
            </p>
          ))}
        </div>
      </Section>

      <Section name="pillars">
        <SectionHeader id="pillars-heading" heading={about.pillars.heading} />
        <IconCardGrid cards={about.pillars.items} />
      </Section>

      <Section name="process" className="bg-surface">
        <SectionHeader id="process-heading" heading={about.process.heading} lead={about.process.lead} />
        <ol className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {about.process.cards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
                <MarketingIcon icon={card.icon} />
              </span>
              <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-accent">{card.step}</p>
              <h3 className="mt-1 text-2xl font-bold">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted">{card.text}</p>
              <div className="mt-6">
                <SiteLink to={card.to} className={buttonClass("secondary", "md")}>
                  {card.cta}
                </SiteLink>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand name="final-cta" heading={about.final.heading} text={about.final.text}>
        <SiteLink to={paths.chat} className={buttonClass("light", "lg")}>
          {about.final.cta}
        </SiteLink>
      </CtaBand>
    </>
  );
}
