import type { ReactNode } from "react";

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
        {heading}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? "text-slate-300" : "text-muted"}`}>{lead}</p>}
    </header>
  );
}

/** A page section with its heading wired for assistive technology. */
export function Section({
  id,
  name,
  className = "",
  children,
}: {
  /** The element id (anchor target), when the section has one. */
  id?: string;
  /** data-section: the section's name in page order (tests read the order from it). */
  name: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} data-section={name} aria-labelledby={`${name}-heading`} className={`py-16 sm:py-24 ${className}`}>
      <div className="container-page">{children}</div>
    </section>
  );
}
