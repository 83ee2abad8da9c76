import type { site } from "#content/site.ts";
import { networkMarks } from "./network-marks.ts";

/**
 * The networks' own marks (Font Awesome Free brand icons, CC BY 4.0; the marks are their owners'
 * trademarks, used only to link to the owner's pages there), drawn inline in the server's HTML:
 * no icon font, no request, no script. Their paths are rounded to whole units once, by
 * tools/make-network-marks.ts (bytes in every page's first round trip; the shapes unchanged).
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
  const { width, height, d } = networkMarks[mark];
  return (
    <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" fill="currentColor" className={className}>
      <path d={d} />
    </svg>
  );
}
