import { Link } from "react-router";
import { chromeLabels } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";
import { portfolioTriggerProps } from "#app/features/portfolio/portfolio-dialog.tsx";
import { buttonClass } from "#app/ui/button.ts";
import { barLink } from "./bar-link.ts";
import { ChromeLink } from "./chrome-link.tsx";
import { Logo } from "#app/ui/logo.tsx";
import { Letterhead } from "./letterhead.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { WorkWithMeMenu } from "./work-with-me-menu.tsx";

/**
 * The navigation bar (SPEC §2): out of view until the page is scrolled more than 20 px, and
 * while a modal (other than the cookie banner) or the checkout panel is open. A keyboard
 * user who tabs into it brings it into view (focus-within), so it is never a trap of
 * invisible links. The browser runtime sets `data-shown` from the scroll position
 * (app/browser/nav-reveal.ts); app.css (`.site-nav`) hides it while a native modal dialog is open,
 * or an overlay that cannot be one (marked `data-hides-nav`) is in the page.
 */
export function SiteHeader() {
  return (
    <>
      <Letterhead />
      <header data-testid="site-nav" data-nav-reveal="" className="site-nav">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to={paths.home} className="rounded-lg text-lg" aria-label={`${site.companyName} home`}>
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            <ChromeLink to={paths.home} className={barLink}>
              {chromeLabels.home}
            </ChromeLink>
            <ChromeLink to={paths.insights} className={barLink}>
              {chromeLabels.insights}
            </ChromeLink>
            <WorkWithMeMenu />
            <button type="button" {...portfolioTriggerProps} className={buttonClass("secondary", "sm", "ml-2")}>
              {chromeLabels.portfolio}
            </button>
            <ChromeLink to={paths.chat} className={buttonClass("primary", "sm", "ml-2")}>
              {chromeLabels.letsTalk}
            </ChromeLink>
          </nav>
          <div className="md:hidden">
            <MobileMenu />
          </div>
        </div>
      </header>
    </>
  );
}
