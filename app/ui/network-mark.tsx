import { faFacebook, faInstagram, faLinkedin, faXTwitter, faYoutube, type IconDefinition } from "@fortawesome/free-brands-svg-icons";
import type { site } from "#content/site.ts";

/**
 * The networks' own marks (Font Awesome Free brand icons, CC BY 4.0; the marks are their owners'
 * trademarks, used only to link to the owner's pages there). Only these four path strings reach
 * the bundle (named imports from a side-effect-free module), drawn inline in the server's HTML:
 * no icon font, no request, no script.
 */
const marks: Record<keyof typeof site.social, IconDefinition> = {
  videoChannel: faYoutube,
  socialNetwork: faInstagram,
  socialPage: faFacebook,
  professionalNetwork: faLinkedin,
};

/** The share dialog's networks (an insight's 'Share this insight'), by their share keys. */
const shareMarks = { linkedin: faLinkedin, facebook: faFacebook, x: faXTwitter } as const satisfies Record<string, IconDefinition>;
export type ShareNetwork = keyof typeof shareMarks;

export function NetworkMark({ network, className = "size-5" }: { network: keyof typeof site.social; className?: string }) {
  return <Mark icon={marks[network]} className={className} />;
}

/** A share network's mark, decorative beside its written name. */
export function ShareMark({ network, className = "size-5" }: { network: ShareNetwork; className?: string }) {
  return <Mark icon={shareMarks[network]} className={className} />;
}

function Mark({ icon, className }: { icon: IconDefinition; className: string }) {
  const [w, h, , , path] = icon.icon;
  return (
    <svg viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <path d={Array.isArray(path) ? path.join(" ") : path} />
    </svg>
  );
}
