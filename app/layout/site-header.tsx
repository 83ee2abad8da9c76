import { Link } from "react-router";
import { site } from "#content/site";
import { NAV_REVEAL_SCROLL_PX } from "~/config/constants";
import { paths } from "~/config/paths";
import { portfolioTriggerProps } from "~/features/portfolio/portfolio-dialog-host";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { buttonClass } from "~/ui/button";
import { SiteLink } from "~/ui/site-link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navSuppressed, useUiState } from "./ui-state";
import { WorkWithMeMenu } from "./work-with-me-menu";

/**
 * The navigation bar (SPEC §2): out of view until the page is scrolled more than 20 px, and
 * while a modal (other than the cookie banner) or the checkout panel is open. A keyboard
 * user who tabs into it brings it into view (focus-within), so it is never a trap of
 * invisible links. Its visibility follows `data-shown`, which the boot script sets from the
 * scroll position before the app runs (`data-nav-reveal`, server/html/deferred-boot.ts).
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_REVEAL_SCROLL_PX);
  const ui = useUiState();
  const shown = scrolled && !navSuppressed(ui);

  return (
    <header
      data-testid="site-nav"
      data-nav-reveal=""
      data-shown={shown}
      className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-[transform,opacity] duration-300 data-[shown=false]:not-focus-within:-translate-y-full data-[shown=false]:not-focus-within:opacity-0"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={paths.home} className="rounded-lg text-lg" aria-label={`${site.companyName} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <SiteLink to={paths.home} className="inline-flex min-h-11 items-center rounded-full px-4 font-medium hover:bg-slate-100">
            Home
          </SiteLink>
          <SiteLink to={paths.insights} className="inline-flex min-h-11 items-center rounded-full px-4 font-medium hover:bg-slate-100">
            Insights
          </SiteLink>
          <WorkWithMeMenu />
          <button type="button" {...portfolioTriggerProps} className={buttonClass("secondary", "sm", "ml-2")}>
            Portfolio
          </button>
          <SiteLink to={paths.chat} className={buttonClass("primary", "sm", "ml-2")}>
            Let&apos;s Talk
          </SiteLink>
        </nav>
        <div className="md:hidden">
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
