import { site } from "#content/site.ts";

/**
 * The mark: a rising peak (the path from where a business is to where it goes) with an amber
 * point at its goal, on the brand square. Drawn inline (no request, sharp at any size, legible
 * from 16 px); public/favicon.svg is the same drawing. Colours come from the theme tokens.
 */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={`shrink-0 ${className}`}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path d="M7.5 24 14 10.5 20.5 24M10.6 18.5h6.8" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="23.5" cy="10" r="3" className="fill-amber-400" />
    </svg>
  );
}

/**
 * The wordmark: the mark, then the name as text (so the link's visible label is its name:
 * WCAG 2.5.3 'Label in Name'), in two weights: the family name strong, the rest light.
 */
export function Logo({ className = "" }: { className?: string }) {
  const [first, ...rest] = site.logoText.split(" ");
  return (
    <span className={`inline-flex items-center gap-2.5 tracking-tight ${className}`}>
      <LogoMark />
      <span>
        <span className="font-extrabold">{first}</span>
        {rest.length > 0 && <span className="font-medium">{` ${rest.join(" ")}`}</span>}
      </span>
    </span>
  );
}
