import { ChevronDown } from "lucide-react";
import { workWithMeCards } from "#content/navigation.ts";
import { barLink } from "./bar-link.ts";
import { chromeIds } from "./chrome-ids.ts";
import { NavCard } from "./nav-card.tsx";
import { enhance } from "#app/browser/enhancers.ts";

/**
 * 'Work With Me' (SPEC §2): a button and a popover panel (the browser's Popover API). A tap or a
 * key toggles it and Escape or a tap outside closes it, natively and before any app code; its
 * enhancer (./hover-menu.enhancer.ts) opens it on mouse enter, closes it on mouse leave and
 * when focus leaves the menu, and closes it when a card is chosen. The panel is placed under
 * the navigation bar, centred in the viewport and never wider than it (app.css), so it fits at
 * every width the desktop bar is shown at (768 px and up).
 */
export function WorkWithMeMenu() {
  return (
    <div data-hover-menu className="group/menu" {...enhance("hover-menu")}>
      {/* No aria-expanded: the browser exposes a popovertarget button's expanded state itself, and
          HTML forbids the attribute on it (issue 14, the W3C checker). The chevron turns on the
          panel's own open state. */}
      <button
        type="button"
        popoverTarget={chromeIds.workWithMe}
        className={`${barLink} gap-1 text-ink active:bg-slate-200`}
      >
        Work With Me
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-has-[:popover-open]/menu:rotate-180" />
      </button>
      <div id={chromeIds.workWithMe} popover="auto" className="work-with-me-panel" data-testid="work-with-me-panel">
        <ul className="grid grid-cols-3 gap-3 rounded-card border border-line bg-white p-3 shadow-xl lg:p-4" aria-label="Work With Me">
          {workWithMeCards.map((card) => (
            <li key={card.key}>
              <NavCard card={card} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
