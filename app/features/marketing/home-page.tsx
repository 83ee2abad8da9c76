import { ArrowDown, BadgeCheck, Lightbulb } from "lucide-react";
import { faq } from "#content/faq.ts";
import {
  aboutTeaser,
  buildsBand,
  contactAnchor,
  faqSection,
  hero,
  howItWorks,
  trustStatement,
  valueBlocks,
  whatYouGet,
  whoItsFor,
} from "#content/home.ts";
import { checkoutSection, strategyOffers } from "#content/offers.ts";
import { site } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";
import { faqPage, JsonLd } from "#app/lib/json-ld.tsx";
import { Accordion } from "./accordion.tsx";
import { ButtonLabel } from "#app/ui/button-label.tsx";
import { buttonClass, textLinkClass } from "#app/ui/button.ts";
import { OwnerPortrait } from "#app/ui/owner-portrait.tsx";
import { SiteLink } from "#app/ui/site-link.tsx";
import { CtaBand, IconCard, NumberedSteps, PageHero } from "./blocks.tsx";
import { homeAnchor, homeIds } from "./home-anchors.ts";
import { MarketingIcon } from "./icons.tsx";
import { headingId, Section, SectionHeader } from "./section.tsx";
import { StrategyOptions } from "./strategy-options.tsx";
import { OfferPrice } from "./offer-price.tsx";
import { ProofBand, Testimonials } from "./home-proof.tsx";

/**
 * The home page (SPEC §2 'Home'), sections in SPEC order; the checkout section follows the
 * strategy options. Rendered on the server only (public pages never hydrate, docs/decisions/020):
 * its text is in the HTML, and this module never runs in the visitor's browser. The carousel gets its
 * behaviour from an enhancer (./carousel.enhancer.ts), the FAQ and the info tips from theirs
 * (./accordion.enhancer.ts, ./info-tip.enhancer.ts).
 */

export function Hero() {
  return (
    <PageHero
      heading={hero.headline}
      large
      media={
        // Who is behind the offer and what a session leaves, at first sight: the owner's photo, or
        // until there is one the strategy kit under the owner's name plate.
        <OwnerPortrait variant="hero" priority className="mx-auto w-full max-w-sm lg:max-w-md" />
      }
      actions={
        <>
          <SiteLink to={homeAnchor(homeIds.checkout)} className={buttonClass("primary", "lg")}>
            {hero.primaryCta}
          </SiteLink>
          <SiteLink to={paths.chat} className={buttonClass("secondary", "lg")}>
            {hero.secondaryCta}
          </SiteLink>
        </>
      }
      after={
        <div className="flex justify-center pb-8">
          <SiteLink
            to={homeAnchor(homeIds.whoItsFor)}
            className="inline-flex flex-col items-center gap-1 rounded-2xl px-4 py-2 text-sm font-semibold text-muted hover:text-brand"
          >
            {hero.scrollCue}
            <ArrowDown aria-hidden="true" className="size-5 motion-safe:animate-bounce motion-safe:[animation-iteration-count:3]!" />
          </SiteLink>
        </div>
      }
    >
      <p className="mt-5 text-xl font-semibold text-brand-strong sm:text-2xl">{hero.tagline}</p>
      <p className="mt-4 text-lg text-muted">{hero.lead}</p>
    </PageHero>
  );
}

export function WhoItsFor() {
  const name = homeIds.whoItsFor;
  return (
    <Section name={name} anchor compact className="bg-surface">
      {/* Split from 1024 px: the heading on the left with its answer under it, the visitor's own
          words on the right (a centred heading over a narrow column left half the band empty).
          On phones: heading, words, answer, in reading order. */}
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <SectionHeader id={headingId(name)} eyebrow={whoItsFor.eyebrow} heading={whoItsFor.heading} lead={whoItsFor.lead} align="start" />
        <ul className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1" data-testid="pain-points">
          {whoItsFor.painPoints.map((p, i) => {
            const right = i % 2 === 1;
            return (
              <li key={p} className={`flex ${right ? "justify-end" : "justify-start"}`} data-side={right ? "right" : "left"}>
                <blockquote
                  className={`max-w-[85%] rounded-card px-5 py-4 text-lg shadow-card sm:max-w-[80%] ${
                    right ? "rounded-br-md bg-brand text-white" : "rounded-bl-md border border-line bg-white text-ink"
                  }`}
                >
                  <p>“{p}”</p>
                </blockquote>
              </li>
            );
          })}
        </ul>
        <p className="max-w-xl border-l-4 border-accent pl-5 text-lg font-semibold lg:self-end">{whoItsFor.closing}</p>
      </div>
    </Section>
  );
}

export function WhatYouGet() {
  const name = homeIds.whatYouGet;
  return (
    <Section name={name} anchor compact>
      {/* Asymmetric from 1024 px: the heading and the note on a third, the four cards two by two
          beside them. */}
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-14">
        <div>
          <SectionHeader id={headingId(name)} eyebrow={whatYouGet.eyebrow} heading={whatYouGet.heading} align="start" />
          <p className="mt-8 flex gap-3 rounded-2xl bg-brand-soft p-5 text-ink" data-testid="standalone-note">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>{whatYouGet.note}</span>
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:gap-5">
          {whatYouGet.cards.map((c) => (
            <li key={c.title}>
              <IconCard {...c} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function HowItWorks() {
  const name = homeIds.howItWorks;
  return (
    <Section name={name} anchor compact className="bg-surface" header={howItWorks}>
      <NumberedSteps steps={howItWorks.steps} />
    </Section>
  );
}

/**
 * The one dark band (issue 48): its heading set large on the left, the three reasons as rows
 * on the right. The amber dividers above and below it are gone: the band is its own break.
 */
export function ValueBlocks() {
  const name = "value-blocks";
  return (
    <Section name={name} tone="dark" compact className="bg-night text-white">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <h2 id={headingId(name)} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl lg:leading-tight">
          {valueBlocks.heading}
        </h2>
        <ul className="divide-y divide-white/15">
          {valueBlocks.blocks.map((b) => (
            <li key={b.title} className="flex gap-5 py-6 first:pt-0 last:pb-0">
              <MarketingIcon icon={b.icon} className="mt-1 size-7 shrink-0 text-amber-300" />
              <div>
                <h3 className="text-xl font-semibold">{b.title}</h3>
                <p className="mt-2 text-slate-300">{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function AboutTeaser() {
  const name = homeIds.about;
  return (
    <Section name={name} anchor compact className="bg-surface">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
        {/* The portrait card on an offset amber block: inside the column (no overflow on phones). */}
        <div className="relative mx-auto w-full max-w-xs pr-4 pb-4 lg:max-w-sm">
          <div aria-hidden="true" className="absolute inset-0 top-4 left-4 rounded-card bg-accent-soft" />
          <OwnerPortrait className="relative" />
        </div>
        <div>
          <SectionHeader id={headingId(name)} eyebrow={aboutTeaser.eyebrow} heading={aboutTeaser.heading} align="start" />
          <p className="mt-4 text-lg text-muted">{aboutTeaser.text}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <SiteLink to={paths.chat} className={buttonClass("primary", "lg")}>
              <ButtonLabel>{aboutTeaser.primaryCta}</ButtonLabel>
            </SiteLink>
            <SiteLink to={paths.about} className={textLinkClass("hover:text-brand-strong")}>
              {aboutTeaser.aboutLink}
            </SiteLink>
          </div>
        </div>
      </div>
    </Section>
  );
}

export function Faq() {
  const name = homeIds.faq;
  return (
    <Section name={name} anchor compact>
      {/* Split from 1024 px: the heading and the way on (a chat) on the left, the questions on
          the right; on phones the questions come before the button. */}
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:grid-rows-[auto_1fr] lg:gap-x-14">
        <SectionHeader id={headingId(name)} eyebrow={faqSection.eyebrow} heading={faqSection.heading} align="start" />
        <Accordion
          name="home-faq"
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          items={faq.map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))}
        />
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg font-semibold">{faqSection.closing}</p>
          {/* SPEC §2: this button loads the chat page as a full page load. */}
          <a href={paths.chat} data-reload className={buttonClass("primary", "lg")}>
            {faqSection.cta}
          </a>
        </div>
      </div>
    </Section>
  );
}

/** A statement, not a section of cards: a slim band, its heading beside its words from 1024 px. */
export function TrustStatement() {
  const name = "trust";
  return (
    <section data-section={name} aria-labelledby={headingId(name)} className="border-y border-line py-12 sm:py-16">
      <div className="container-page grid items-center gap-6 lg:grid-cols-[1fr_2fr] lg:gap-14">
        <div className="flex items-center gap-4">
          <BadgeCheck aria-hidden="true" className="size-10 shrink-0 text-brand" />
          <h2 id={headingId(name)} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {trustStatement.heading}
          </h2>
        </div>
        <p className="text-lg text-muted">{trustStatement.text}</p>
      </div>
    </section>
  );
}

/** The checkout section: both sessions with their price, leading to their purchase pages. */
export function CheckoutSection() {
  const name = homeIds.checkout;
  return (
    <Section name={name} anchor header={checkoutSection}>
      <ul className="mx-auto mt-12 grid max-w-4xl gap-5 md:grid-cols-2">
        {strategyOffers.map((offer) => (
          <li key={offer.key} data-checkout={offer.key} className="flex flex-col rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-8">
            <h3 className="text-xl font-bold">{offer.title}</h3>
            <OfferPrice offer={offer.key} className="mt-3 justify-center" />
            <div className="mt-auto pt-6">
              {/* 'fit': one line on phones; where the card is narrow (two columns at 768 px) the
                  label wraps into two balanced lines inside the pill's padding. */}
              <SiteLink to={offer.checkoutPath} className={buttonClass(offer.featured ? "primary" : "secondary", "fit", "w-full")}>
                {offer.checkoutCta}
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BuildsBand() {
  return (
    <CtaBand name="builds-band" heading={buildsBand.heading} text={buildsBand.text}>
      <SiteLink to={paths.build} className={buttonClass("light", "lg")}>
        {buildsBand.buildCta}
      </SiteLink>
      <SiteLink to={homeAnchor(homeIds.checkout)} className={buttonClass("primary", "lg", "ring-1 ring-white/60")}>
        {buildsBand.strategyCta}
      </SiteLink>
    </CtaBand>
  );
}

export function ContactAnchor() {
  return (
    <Section name={homeIds.contact} anchor header={{ heading: contactAnchor.heading, lead: contactAnchor.text }}>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <SiteLink to={paths.contact} className={buttonClass("secondary", "lg")}>
          {contactAnchor.contactCta}
        </SiteLink>
        <a href={`mailto:${site.email}`} className={textLinkClass()}>
          {site.email}
        </a>
      </div>
    </Section>
  );
}

export function HomePage() {
  return (
    <>
      <Hero />
      <ProofBand />
      <WhoItsFor />
      <WhatYouGet />
      <HowItWorks />
      <ValueBlocks />
      <Testimonials />
      <AboutTeaser />
      <Faq />
      <TrustStatement />
      <StrategyOptions />
      <CheckoutSection />
      <BuildsBand />
      <ContactAnchor />
      {/* The FAQ for search engines, in the island's HTML only (issue 13). */}
      <JsonLd data={faqPage(faq)} />
    </>
  );
}
