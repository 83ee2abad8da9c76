import { Mail } from "lucide-react";
import { contactOptionsCopy as c } from "#content/contact-options.ts";
import { site } from "#content/site.ts";
import { NetworkMark } from "#app/ui/network-mark.tsx";

const mark = (network: keyof typeof site.social) => (p: { className?: string }) => <NetworkMark network={network} className={p.className} />;

const all = {
  email: { label: c.emailLabel, value: site.email, href: `mailto:${site.email}`, Icon: Mail },
  professional: { label: site.social.professionalNetwork.label, value: c.professional, href: site.social.professionalNetwork.href, Icon: mark("professionalNetwork") },
  video: { label: site.social.videoChannel.label, value: c.video, href: site.social.videoChannel.href, Icon: mark("videoChannel") },
  social: { label: site.social.socialNetwork.label, value: c.social, href: site.social.socialNetwork.href, Icon: mark("socialNetwork") },
  socialPage: { label: site.social.socialPage.label, value: c.socialPage, href: site.social.socialPage.href, Icon: mark("socialPage") },
} as const;

export type ContactOption = keyof typeof all;

/** SPEC §2: /contact lists every way; /get-in-touch a reduced grid. */
export const contactOptionSets = {
  contact: ["email", "professional", "video", "social", "socialPage"],
  getInTouch: ["email", "professional"],
} as const satisfies Record<string, readonly ContactOption[]>;

/** The grid of other ways to reach the owner (SPEC §2 'Contact', 'Get in touch'). */
export function ContactOptions({ only }: { only: readonly ContactOption[] }) {
  const wide = only.length === 5;
  return (
    // Every row full (issue 24: no lone card leaving half a row empty): all five in one row
    // from 1024 px, the address given two of six columns and each card its icon above its words
    // (in fifths the address broke mid-word: 'hello@exampl / e.com'); in two columns an odd last
    // card spans both.
    <ul className={`grid gap-4 sm:grid-cols-2 ${wide ? "lg:grid-cols-6" : ""}`} aria-label={c.listLabel}>
      {only.map((k) => {
        const { label, value, href, Icon } = all[k];
        const external = !href.startsWith("mailto:");
        return (
          <li key={k} className={`sm:last:odd:col-span-2 lg:last:odd:col-span-1 ${wide && k === "email" ? "lg:col-span-2" : ""}`}>
            <a
              href={href}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className={`flex h-full items-center gap-4 rounded-2xl border border-line p-5 hover:border-brand hover:bg-brand-soft motion-safe:hover:-translate-y-1 ${wide ? "lg:flex-col lg:items-start lg:gap-3" : ""}`}
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {/* min-w-0 and anywhere: an address longer than a fifth of the row (five cards from
                  1024 px) wraps inside its card instead of running over its edge. */}
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{label}</span>
                <span className="block text-sm text-muted [overflow-wrap:anywhere]">
                  {value}
                  {external ? <span className="sr-only">{c.opensInNewTab}</span> : null}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
