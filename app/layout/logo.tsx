import { site } from "#content/site";

/**
 * The wordmark: text, so it is sharp at any size and costs no request. The monogram is drawn by
 * CSS (generated content), not a text node: as text, its letter would be part of the link's
 * visible label but not of its name, which breaks WCAG 2.5.3 'Label in Name' for voice users.
 */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <span
        aria-hidden="true"
        data-initial={site.logoText.charAt(0)}
        className="flex size-8 items-center justify-center rounded-lg bg-brand text-sm font-black text-white before:content-[attr(data-initial)]"
      />
      <span>{site.logoText}</span>
    </span>
  );
}
