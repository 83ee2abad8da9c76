import { FirstViewEnd } from "#app/ui/first-view.tsx";
import type { ComponentProps, ReactNode } from "react";
import { Picture } from "#app/ui/picture.tsx";
import type { IconKey } from "#content/icons.ts";
import { MarketingIcon } from "./icons.tsx";
import type { Tone } from "./section.tsx";

/**
 * Building blocks shared by the marketing pages (home, The Essential Build, about), so the
 * pages are compositions of content rather than copies of markup.
 */

/** `sizes` of an image in one column of a two-column section (full width on phones). */
export const halfWidthSizes = "(min-width: 1152px) 536px, (min-width: 1024px) calc(50vw - 4rem), calc(100vw - 2rem)";

/**
 * `sizes` of a hero illustration: modest (16 rem, centred) below the text on phones and
 * tablets, so the headline and buttons stay the first thing seen (and the largest paint),
 * half the page from 1024 px.
 */
export const heroImageSizes = "(min-width: 1152px) 470px, (min-width: 1024px) calc(45vw - 4rem), 16rem";

/**
 * The top of a marketing page: the page's one h1, its introduction (children), its buttons,
 * and the page's largest image, loaded with priority (the likely LCP element).
 */
export function PageHero({
  eyebrow,
  heading,
  large = false,
  image,
  media,
  actions,
  after,
  children,
}: {
  eyebrow?: string;
  heading: string;
  /** The home page's bigger headline. */
  large?: boolean;
  /** An illustration (the build page)… */
  image?: { picture: ComponentProps<typeof Picture>["picture"]; alt: string };
  /** …or anything else in the second column (the owner's portrait card on home and About). */
  media?: ReactNode;
  actions: ReactNode;
  /** Below the two columns (the home page's scroll cue). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section data-section="hero" aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-soft to-white">
      <div className={`container-page grid items-center gap-10 pt-20 sm:pt-24 lg:grid-cols-[1.2fr_1fr] lg:gap-14 lg:pt-28 ${after ? "pb-10" : "pb-16 lg:pb-24"}`}>
        <div>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
          {/* Leading 1.1, not the large sizes' 1: at 1 a wrapped headline's descenders all but touched the
              next line's capitals (About at 1280, issue 48). */}
          <h1 id="hero-heading" className={`mt-2 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl ${large ? "lg:text-6xl" : ""}`}>
            {heading}
          </h1>
          {children}
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
        {image ? (
          <Picture picture={image.picture} alt={image.alt} sizes={heroImageSizes} priority className="mx-auto h-auto w-full max-w-64 rounded-card shadow-xl lg:max-w-none" />
        ) : (
          media
        )}
        <FirstViewEnd />
      </div>
      {after}
    </section>
  );
}

export function IconCard({ icon, title, text, tone = "light" }: { icon: IconKey; title: string; text: string; tone?: Tone }) {
  const dark = tone === "dark";
  return (
    // Hover lifts a card (motion-safe: it stays put under reduced motion, only the shadow changes).
    <div
      className={`h-full rounded-card p-6 transition-[translate,box-shadow] duration-200 motion-safe:hover:-translate-y-1 ${dark ? "bg-white/5 ring-1 ring-white/10" : "border border-line bg-white shadow-card hover:shadow-lift"}`}
    >
      <span
        className={`flex size-12 items-center justify-center rounded-2xl ${dark ? "bg-white/10 text-amber-300" : "bg-brand-soft text-brand"}`}
      >
        <MarketingIcon icon={icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className={`mt-2 ${dark ? "text-slate-300" : "text-muted"}`}>{text}</p>
    </div>
  );
}

export function IconCardGrid({
  cards,
  columns = 3,
  tone = "light",
}: {
  cards: readonly { icon: IconKey; title: string; text: string }[];
  columns?: 3 | 4;
  tone?: Tone;
}) {
  return (
    // Four cards: two per row from 640 px, four from 1024 px. Three: one row of three from 768 px
    // (issue 48: at 768 the third card sat alone on a row of its own); between 640 and 768 px an
    // odd last card sits centred under the others, never alone at the left (issue 24). The sm
    // rules stop at md (sm:max-md): md is defined in px (app.css), and Tailwind orders it before
    // the rem-based sm, so an unbounded sm rule would win over md's.
    <ul className={`mt-12 grid gap-5 ${columns === 4 ? "sm:grid-cols-4 lg:grid-cols-4" : "sm:max-md:grid-cols-4 md:grid-cols-3"}`}>
      {cards.map((c) => (
        <li
          key={c.title}
          className={`${columns === 4 ? "sm:col-span-2 lg:col-span-1" : "sm:max-md:col-span-2"} ${cards.length % 2 === 1 ? (columns === 4 ? "sm:max-lg:last:col-start-2" : "sm:max-md:last:col-start-2") : ""}`}
        >
          <IconCard {...c} tone={tone} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Numbered steps ('How it works' on home and on the build page) as a sequence: numbered
 * circles joined by a line, down the page on phones and tablets, across from 1024 px.
 */
export function NumberedSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="mx-auto mt-12 grid max-w-2xl gap-10 lg:max-w-none lg:grid-cols-4 lg:gap-8">
      {steps.map((s, i) => (
        <li
          key={s.title}
          className="relative pl-16 lg:pl-0 lg:pt-16 [&:not(:last-child)]:before:absolute [&:not(:last-child)]:before:bg-brand/25 [&:not(:last-child)]:before:content-[''] max-lg:before:top-12 max-lg:before:-bottom-8 max-lg:before:left-[1.375rem] max-lg:before:w-0.5 lg:before:top-[1.375rem] lg:before:right-[-1.5rem] lg:before:left-14 lg:before:h-0.5"
        >
          <span aria-hidden="true" className="absolute top-0 left-0 flex size-12 items-center justify-center rounded-full bg-brand text-lg font-bold text-white shadow-lift ring-4 ring-white">
            {i + 1}
          </span>
          <h3 className="pt-2.5 text-lg font-semibold lg:pt-0">
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <p className="mt-2 text-muted">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A closing call to action on a brand background. */
export function CtaBand({ name, id, heading, text, children }: { name: string; id?: string; heading: string; text: string; children: ReactNode }) {
  return (
    <section id={id} data-section={name} aria-labelledby={`${name}-heading`} className="bg-brand-strong py-16 text-white sm:py-20">
      <div className="container-page text-center">
        <h2 id={`${name}-heading`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
