import { X } from "lucide-react";
import { chromeLabels, drawerCardOrder, workWithMeCards, type NavCard as Card } from "#content/navigation.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { paths } from "#app/config/paths.ts";
import { portfolioTriggerProps } from "#app/features/portfolio/portfolio-dialog.tsx";
import { buttonClass } from "#app/ui/button.ts";
import { ChromeLink } from "./chrome-link.tsx";
import { chromeIds } from "./chrome-ids.ts";
import { NavCard } from "./nav-card.tsx";

const cardsInDrawerOrder = drawerCardOrder.map((key) => workWithMeCards.find((c) => c.key === key) as Card);

/**
 * The bottom drawer of small screens (SPEC §2 'Mobile'): a native modal dialog, in the page's
 * HTML from the start, opened by the menu button's invoker command. So it opens at the first
 * tap with nothing to load, moves focus into itself, makes the page behind it inert, closes on
 * Escape or a tap on the backdrop, and hides the navigation bar while open (app.css). It slides
 * up over SPEC's 0.5 s (app.css: `.drawer`), and can be dragged down to close with SPEC's
 * thresholds (./drawer-drag.enhancer.ts). Choosing a link closes it (the browser runtime).
 */
export function MobileDrawer() {
  return (
    <dialog
      id={chromeIds.mobileDrawer}
      aria-labelledby={chromeIds.mobileDrawerTitle}
      closedby="any"
      className="drawer md:hidden"
      data-testid="mobile-drawer"
      {...enhance("drawer-drag")}
    >
      <div data-drawer-handle className="touch-none select-none">
        <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
        <div className="flex items-center justify-between px-5 pt-3">
          <h2 id={chromeIds.mobileDrawerTitle} className="text-lg font-bold">
            Menu
          </h2>
          <button
            type="button"
            commandfor={chromeIds.mobileDrawer}
            command="close"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100 active:bg-slate-200"
            aria-label="Close menu"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <nav aria-label="Mobile" className="overflow-y-auto overscroll-contain px-5 pb-8 pt-2">
        <ul className="space-y-1" data-testid="drawer-items">
          <li>
            <ChromeLink to={paths.home} className="block rounded-xl px-3 py-3 text-lg font-medium hover:bg-slate-100 active:bg-slate-200">
              {chromeLabels.home}
            </ChromeLink>
          </li>
          <li>
            <ChromeLink to={paths.insights} className="block rounded-xl px-3 py-3 text-lg font-medium hover:bg-slate-100 active:bg-slate-200">
              {chromeLabels.insights}
            </ChromeLink>
          </li>
          <li>
            <button
              type="button"
              {...portfolioTriggerProps}
              data-close-dialog
              className="block w-full rounded-xl px-3 py-3 text-left text-lg font-medium hover:bg-slate-100 active:bg-slate-200"
            >
              {chromeLabels.portfolio}
            </button>
          </li>
          {cardsInDrawerOrder.map((card) => (
            <li key={card.key} className="pt-2">
              <NavCard card={card} />
            </li>
          ))}
          <li className="pt-4">
            <ChromeLink to={paths.chat} className={buttonClass("primary", "lg", "w-full")}>
              {chromeLabels.letsTalk}
            </ChromeLink>
          </li>
        </ul>
      </nav>
    </dialog>
  );
}
