import { MapPin } from "lucide-react";
import { ctas, footer, legalLinks, workWithMeCards } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { consentCopy } from "#content/consent.ts";
import { CookieSettingsButton } from "#app/features/consent/consent-region.tsx";
import { paths } from "#app/config/paths.ts";
import { portfolioTriggerProps } from "#app/features/portfolio/portfolio-dialog.tsx";
import { ButtonLabel } from "#app/ui/button-label.tsx";
import { buttonClass } from "#app/ui/button.ts";
import { NetworkMark } from "#app/ui/network-mark.tsx";
import { ChromeLink } from "./chrome-link.tsx";
import { Logo } from "#app/ui/logo.tsx";

const socials = [
  { ...site.social.videoChannel, network: "videoChannel" },
  { ...site.social.socialNetwork, network: "socialNetwork" },
  { ...site.social.professionalNetwork, network: "professionalNetwork" },
] as const;

/** A text link with a 44 × 44 px target around its small type (WCAG 2.5.8; tests/e2e/footer.spec.ts). */
const textLink = "inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:text-white hover:underline";

const columnHeading = "text-sm font-semibold uppercase tracking-wider text-white";

/**
 * The footer of every page (SPEC §2 'Footer'). One markup, three layouts: a single column on
 * phones, two columns from 768 px, four from 1024 px.
 *
 * The year is read at render time. On prerendered pages that render is once a year: the
 * server renders them again when the year turns (server/prerendered-pages.ts).
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-night text-slate-300" data-testid="site-footer">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4 lg:col-span-1">
          <ChromeLink to={paths.home} className="inline-flex min-h-11 items-center rounded-lg text-xl text-white" aria-label={`${site.companyName} home`}>
            <Logo />
          </ChromeLink>
          <p className="text-sm leading-relaxed">{site.tagline}</p>
          <p className="flex items-center gap-2 text-sm">
            <MapPin aria-hidden="true" className="size-4 text-amber-300" />
            <ChromeLink to={paths.comingSoon} className={textLink} data-testid="footer-location">
              {site.location}
            </ChromeLink>
          </p>
          <p className="text-sm font-medium text-white">{site.serving}</p>
        </div>

        <div className="space-y-4">
          <h2 className={columnHeading}>{footer.connectHeading}</h2>
          <button type="button" {...portfolioTriggerProps} className={buttonClass("light", "compact")}>
            {ctas.requestPortfolioAccess}
          </button>
          <p>
            <ChromeLink to={paths.contact} className={`${textLink} text-sm`}>
              {footer.contactLink}
            </ChromeLink>
          </p>
          <ul className="flex gap-2" aria-label={footer.socialLabel}>
            {socials.map(({ label, href, network }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white hover:text-brand-strong"
                >
                  <NetworkMark network={network} />
                  {/* One text node: React writes a comment between adjacent text parts (bytes in every page). */}
                  <span className="sr-only">{`${label} ${footer.opensInNewTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="space-y-4">
          <h2 className={columnHeading}>{footer.workWithMeHeading}</h2>
          <ul className="text-sm" data-testid="footer-work-with-me">
            {workWithMeCards.map((card) => (
              <li key={card.key}>
                <ChromeLink to={card.path} className={textLink}>
                  {card.title}
                </ChromeLink>
              </li>
            ))}
          </ul>
          <ChromeLink to={paths.chat} className={buttonClass("light", "compact")}>
            <ButtonLabel>{footer.chatCta}</ButtonLabel>
          </ChromeLink>
        </div>

        <div className="space-y-4">
          <h2 className={columnHeading}>{footer.legalHeading}</h2>
          <ul className="text-sm" data-testid="footer-legal">
            {legalLinks.map((l) => (
              <li key={l.to}>
                <ChromeLink to={l.to} className={textLink}>
                  {l.label}
                </ChromeLink>
              </li>
            ))}
            {/* Withdrawing consent as easily as giving it (DECISIONS 15): reopens the preferences.
                Hidden without JavaScript: there are no preferences to open then. */}
            <li className="noscript:hidden">
              <CookieSettingsButton className={`${textLink} cursor-pointer`}>{consentCopy.settingsLink}</CookieSettingsButton>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm" data-testid="copyright">
          © <span>{year}</span>{` ${site.companyName}. ${footer.rights}`}
        </p>
      </div>
    </footer>
  );
}
