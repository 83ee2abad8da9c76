import type { site } from "#content/site.ts";
import type { networkMarks } from "./network-marks.ts";
import marksUrl from "./network-marks.svg?url";

/**
 * The networks' own marks (Font Awesome Free brand icons, CC BY 4.0; the marks are their owners'
 * trademarks, used only to link to the owner's pages there): no icon font, no script. Their paths
 * are rounded to whole units once, by tools/make-network-marks.ts, and written to one SVG file of
 * symbols (./network-marks.svg, a content-hashed asset) that each mark references by URL: drawn
 * inline they were ~450 bytes of Brotli in every document (the footer's three), which count
 * towards its first round trip (docs/decisions/113). The symbol's own viewBox scales it into the
 * element's box, as the element's viewBox did; the colour is still the text's (currentColor).
 */
type Mark = keyof typeof networkMarks;

const marks: Record<keyof typeof site.social, Mark> = {
  videoChannel: "youtube",
  socialNetwork: "instagram",
  socialPage: "facebook",
  professionalNetwork: "linkedin",
};

/** The share dialog's networks (an insight's 'Share this insight'): their share keys are their marks' names. */
export type ShareNetwork = "linkedin" | "facebook" | "x";

export function NetworkMark({ network, className = "size-5" }: { network: keyof typeof site.social; className?: string }) {
  return <MarkSvg mark={marks[network]} className={className} />;
}

/** A share network's mark, decorative beside its written name. */
export function ShareMark({ network, className = "size-5" }: { network: ShareNetwork; className?: string }) {
  return <MarkSvg mark={network} className={className} />;
}

function MarkSvg({ mark, className }: { mark: Mark; className: string }) {
  return (
    <svg aria-hidden="true" fill="currentColor" className={className}>
      <use href={`${marksUrl}#${mark}`} />
    </svg>
  );
}
