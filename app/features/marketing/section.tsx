import type { ReactNode } from "react";
import { KeepHyphenatedWhole } from "#app/ui/keep-whole.tsx";

/** Section frame and heading shared by the marketing pages. No icons here: islands import it too. */

export type Tone = "light" | "dark";

export function SectionHeader({
  id,
  eyebrow,
  heading,
  lead,
  tone = "light",
  align = "center",
}: {
  /** The heading's id; sections point aria-labelledby at it. */
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: ReactNode;
  tone?: Tone;
  align?: "center" | "start";
}) {
  const dark = tone === "dark";
  return (
    <header className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && (
        <p className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-amber-300" : "text-accent"}`}>{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        <KeepHyphenatedWhole text={heading} />
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? "text-slate-300" : "text-muted"}`}>{lead}</p>}
    </header>
  );
}

/** The id of a section's heading (sections point aria-labelledby at it). */
export const headingId = (name: string) => `${name}-heading`;

interface HeaderContent {
  /** A decorative icon above the heading. */
  icon?: ReactNode;
  eyebrow?: string;
  heading: string;
  lead?: ReactNode;
}

/**
 * A page section with its heading wired for assistive technology. With `header`, the section
 * opens with a centred SectionHeader; otherwise the children render a heading with
 * id headingId(name) themselves.
 */
export function Section({
  name,
  anchor = false,
  header,
  tone = "light",
  compact = false,
  className = "",
  children,
}: {
  /** data-section: the section's name in page order (tests read the order from it). */
  name: string;
  /** The name is also the element id (an anchor target such as /#faq). */
  anchor?: boolean;
  header?: HeaderContent;
  tone?: Tone;
  /** Less air above and below (home's bands, issue 48: each earns its height before the offers). */
  compact?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section
      id={anchor ? name : undefined}
      data-section={name}
      aria-labelledby={headingId(name)}
      className={`${compact ? "py-14 sm:py-20" : "py-16 sm:py-24"} ${className}`}
    >
      <div className="container-page">
        {header?.icon}
        {header && <SectionHeader id={headingId(name)} eyebrow={header.eyebrow} heading={header.heading} lead={header.lead} tone={tone} />}
        {children}
      </div>
    </section>
  );
}
