import { site } from "#content/site";

/** The wordmark: text, so it is sharp at any size and costs no request. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-brand text-sm font-black text-white">
        {site.logoText.charAt(0)}
      </span>
      <span>{site.logoText}</span>
    </span>
  );
}
