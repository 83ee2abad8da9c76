import { ArrowDown, BadgeCheck, Lightbulb } from "lucide-react";
import { faq } from "#content/faq.ts";
import {
  aboutTeaser,
  buildsBand,
  contactAnchor,
  faqSection,
  hero,
  howItWorks,
  proofBand,
  trustStatement,
  valueBlocks,
  whatYouGet,
  whoItsFor,
} from "#content/home.ts";
import { checkoutSection, strategyOffers } from "#content/offers.ts";
import { site } from "#content/site.ts";
import { testimonials, testimonialsSection } from "#content/testimonials.ts";
import { paths } from "#app/config/paths.ts";
import { faqPage, JsonLd } from "#app/lib/json-ld.tsx";
import { Accordion } from "#app/ui/accordion.tsx";
import { ButtonLabel } from "#app/ui/button-label.tsx";
import { buttonClass, textLinkClass } from "#app/ui/button.ts";
import { OwnerPortrait } from "#app/ui/owner-portrait.tsx";
import { SiteLink } from "#app/ui/site-link.tsx";
import { CtaBand, IconCardGrid, NumberedSteps, PageHero } from "./blocks";
import { homeAnchor, homeIds } from "./home-anchors";
import { MarketingIcon } from "./icons";
import { headingId, Section, SectionHeader } from "./section";
import { StrategyOptions } from "./strategy-options";
import { TestimonialCarousel } from "./testimonial-carousel";
import { initials } from "#app/lib/initials.ts";
import { OfferPrice } from "./offer-price";
import { Stars } from "./testimonial-quote";

/**
 * The home page (SPEC §2 'Home'), sections in SPEC order; the checkout section follows the
 * strategy options. Rendered on the server only (public pages never hydrate, docs/decisions/020):
 * its text is in the HTML, and this module never runs in the visitor's browser. The carousel gets its
 * behaviour from an enhancer (./carousel.enhancer.ts), the FAQ and the info tips from the browser
 * runtime (app/browser/accordions.ts, app/browser/info-tips.ts).
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

/** The clients' average rating, to one decimal ("4.9"). */
const averageRating = (testimonials.reduce((sum, t) => sum + t.rating, 0) / testimonials.length).toFixed(1);

/**
 * Proof near the top (issue 24): right under the hero, the figures the copy claims
 * (content/claims.ts), the clients' average rating and a few of their initials. Four cells:
 * one row from 1024 px, two by two from 640 px, so no row is ever half empty.
 */
export function ProofBand() {
  const figure = "text-3xl font-bold tracking-tight text-brand-strong";
  const text = "mt-1 text-sm text-muted";
  const shown = testimonials.slice(0, 4);
  return (
    <section data-section="proof" aria-label={proofBand.label} className="border-y border-line bg-white">
      {/* Each cell reads term then value; the value (the figure) is drawn on top. */}
      <dl className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6 [&>div]:flex [&>div]:flex-col-reverse [&>div]:justify-end">
        <div>
          <dt className={text}>{proofBand.audience.text}</dt>
          <dd className={figure}>{proofBand.audience.figure}</dd>
        </div>
        <div>
          <dt className={text}>{proofBand.results.text}</dt>
          <dd className={figure}>{proofBand.results.figure}</dd>
        </div>
        <div>
          <dt className={text}>{proofBand.rating.text(testimonials.length)}</dt>
          <dd className="flex items-center gap-3">
            <span className={figure}>{averageRating}</span>
            <Stars rating={Number(averageRating)} />
          </dd>
        </div>
        <div>
          <dt className={text}>{proofBand.clients}</dt>
          <dd className="flex items-center">
            {shown.map((t) => (
              <span
                key={t.author}
                aria-hidden="true"
                className="-ml-2 flex size-10 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent ring-2 ring-white first:ml-0"
              >
                {initials(t.author)}
              </span>
            ))}
            <span className="sr-only">{shown.map((t) => t.author).join(", ")}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function WhoItsFor() {
  const name = homeIds.whoItsFor;
  return (
    <Section name={name} anchor className="bg-surface" header={whoItsFor}>
      <ul className="mx-auto mt-12 max-w-3xl space-y-5" data-testid="pain-points">
        {whoItsFor.painPoints.map((p, i) => {
          const right = i % 2 === 1;
          return (
            <li key={p} className={`flex ${right ? "justify-end" : "justify-start"}`} data-side={right ? "right" : "left"}>
              <blockquote
                className={`max-w-[85%] rounded-card px-5 py-4 text-lg shadow-card sm:max-w-[75%] ${
                  right ? "rounded-br-md bg-brand text-white" : "rounded-bl-md border border-line bg-white text-ink"
                }`}
              >
                <p>“{p}”</p>
              </blockquote>
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-12 max-w-2xl text-center text-lg font-semibold">{whoItsFor.closing}</p>
    </Section>
  );
}

export function WhatYouGet() {
  const name = homeIds.whatYouGet;
  return (
    <Section name={name} anchor header={whatYouGet}>
      <IconCardGrid cards={whatYouGet.cards} columns={4} />
      <p className="mx-auto mt-8 flex max-w-3xl gap-3 rounded-2xl bg-brand-soft p-5 text-ink" data-testid="standalone-note">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <span>{whatYouGet.note}</span>
      </p>
    </Section>
  );
}

export function HowItWorks() {
  const name = homeIds.howItWorks;
  return (
    <Section name={name} anchor className="bg-surface" header={howItWorks}>
      <NumberedSteps steps={howItWorks.steps} />
    </Section>
  );
}

const divider = <div aria-hidden="true" className="mx-auto h-px max-w-xs bg-linear-to-r from-transparent via-amber-300 to-transparent" />;

export function ValueBlocks() {
  return (
    <Section name="value-blocks" tone="dark" className="bg-night text-white" header={{ icon: divider, heading: valueBlocks.heading }}>
      {/* Side by side from 1024 px: in thirds of a tablet's width each block had ~170 px for its
          words, its heading on two or three lines. Stacked, centred, below that. */}
      <ul className="mt-12 grid gap-10 lg:grid-cols-3 lg:gap-0 lg:divide-x lg:divide-white/15">
        {valueBlocks.blocks.map((b) => (
          <li key={b.title} className="mx-auto max-w-xl text-center lg:px-8">
            <MarketingIcon icon={b.icon} className="mx-auto size-8 text-amber-300" />
            <h3 className="mt-4 text-xl font-semibold">{b.title}</h3>
            <p className="mt-2 text-slate-300">{b.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12">{divider}</div>
    </Section>
  );
}

export function Testimonials() {
  const name = homeIds.testimonials;
  return (
    <Section name={name} anchor header={testimonialsSection}>
      <TestimonialCarousel items={testimonials} label={testimonialsSection.carouselLabel} />
    </Section>
  );
}

export function AboutTeaser() {
  const name = homeIds.about;
  return (
    <Section name={name} anchor className="bg-surface">
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
    <Section name={name} anchor header={faqSection}>
      <Accordion
        name="home-faq"
        className="mx-auto mt-12 max-w-3xl"
        items={faq.map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))}
      />
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-lg font-semibold">{faqSection.closing}</p>
        {/* SPEC §2: this button loads the chat page as a full page load. */}
        <a href={paths.chat} data-reload className={buttonClass("primary", "lg")}>
          {faqSection.cta}
        </a>
      </div>
    </Section>
  );
}

export function TrustStatement() {
  const icon = <BadgeCheck aria-hidden="true" className="mx-auto mb-4 size-10 text-brand" />;
  return <Section name="trust" className="border-y border-line" header={{ icon, heading: trustStatement.heading, lead: trustStatement.text }} />;
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
