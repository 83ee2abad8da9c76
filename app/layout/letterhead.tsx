import { chromeLabels, workWithMeCards } from "#content/navigation.ts";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "#app/ui/button.ts";
import { Logo } from "#app/ui/logo.tsx";
import { barLink } from "./bar-link.ts";
import { ChromeLink } from "./chrome-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

const card = (key: "sessions" | "build" | "about") => workWithMeCards.find((c) => c.key === key)!;

/**
 * The ways on of the first view, most asked for first: the two offers (from 1024 px, where they
 * fit on one line), then reading, then the strategist. The labels are the bar's and the drawer's.
 */
const ways = [
  { to: card("sessions").path, label: card("sessions").title, wideOnly: true },
  { to: card("build").path, label: card("build").title, wideOnly: true },
  { to: paths.insights, label: chromeLabels.insights, wideOnly: false },
  { to: card("about").path, label: card("about").title, wideOnly: false },
];

/**
 * The letterhead: the top of every page, in the space the bar takes when shown. The bar is out
 * of view until the visitor scrolls (SPEC §2), so without it the first view would carry no name
 * and no way on (issue 48: "let a visitor see where to go from the first view"). It holds the
 * wordmark (a link home), the ways a first-time visitor looks for and 'Let's Talk' (from 768 px),
 * and the drawer's 'Menu' button on phones.
 * It scrolls away with the page and the bar covers it once shown.
 *
 * For a pointer or a finger only: out of the tab order and hidden from assistive technology,
 * because the bar holds every one of these ways (its home link first in the page after the skip
 * link), and tabbing into the bar, or reaching it with a screen reader, brings it into view.
 */
export function Letterhead() {
  return (
    <div className="site-letterhead pointer-events-none absolute inset-x-0 top-0" aria-hidden="true" data-testid="letterhead-row">
      <div className="container-page flex h-16 items-center justify-between gap-4 text-ink">
        <ChromeLink to={paths.home} className="pointer-events-auto inline-flex min-h-11 min-w-0 items-center rounded-lg text-lg" tabIndex={-1} data-testid="letterhead">
          <Logo />
        </ChromeLink>
        <div className="letterhead-ways pointer-events-auto hidden items-center gap-1 md:flex" data-testid="letterhead-ways">
          {ways.map((way) => (
            <ChromeLink key={way.to} to={way.to} tabIndex={-1} className={way.wideOnly ? `${barLink} max-lg:hidden` : barLink}>
              {way.label}
            </ChromeLink>
          ))}
          <ChromeLink to={paths.chat} tabIndex={-1} className={buttonClass("primary", "sm", "ml-2 whitespace-nowrap")}>
            {chromeLabels.letsTalk}
          </ChromeLink>
        </div>
        <div className="pointer-events-auto shrink-0 md:hidden">
          <MobileMenu tabIndex={-1} />
        </div>
      </div>
    </div>
  );
}
