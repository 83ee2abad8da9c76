import { Info, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { enhance } from "#app/browser/enhancers.ts";

/**
 * A label with an info button and its explanation (SPEC §2 'Strategy options'): a tooltip on
 * hover (after 300 ms) or keyboard focus from 768 px on a device that can hover; a small dialog
 * opened by a tap elsewhere (touch tablets included, where a hover tooltip could never open).
 *
 * Native first: the explanation is a popover the button toggles (`popovertarget`), so a tap, a
 * key, Escape and a tap outside work from the first paint, before any app code. Its enhancer
 * (./info-tip.enhancer.ts) adds the hover and focus tooltip, names the popover's role
 * for how it was opened, and places it next to its button. Without JavaScript the explanation
 * reads inline under the label. Either way it is in the HTML once, and in no script. The button
 * has no aria-expanded: the browser exposes a popovertarget button's state itself, and HTML
 * forbids the attribute there.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const tipId = useId();
  const cut = label.lastIndexOf(" ");
  const head = cut > 0 ? label.slice(0, cut) : "";
  const last = label.slice(cut + 1);
  return (
    <div className="min-w-0 flex-1" data-info-tip {...enhance("info-tip")}>
      {/* The button is glued to the label's last word (no break between them), so on a row
          that wraps it follows the text instead of jumping to the far right. */}
      <span>
        {head && `${head} `}
        <span className="whitespace-nowrap">
          {last}
          <button
            type="button"
            popoverTarget={tipId}
            aria-label={`More about ${label}`}
            // The explanation itself: the popover's own name (its label, for when it is a
            // dialog) would be read as the description instead of its text.
            aria-describedby={`${tipId}-text`}
            className="ml-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full align-top text-brand hover:bg-brand-soft active:bg-brand-soft noscript:hidden"
          >
            <Info aria-hidden="true" className="size-4" />
          </button>
        </span>
      </span>
      <div
        id={tipId}
        popover="auto"
        role="tooltip"
        aria-label={label}
        data-info-tip-text
        // Invisible until its enhancer places it; shown where the browser puts it if that never
        // loads (offline, a stale deploy), rather than opened unseen.
        className="group/tip m-0 w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-xl border-0 bg-night px-3 py-2 text-sm leading-snug text-white shadow-lg [inset:auto] not-data-placed:invisible [[data-enhance-failed]_&]:visible data-[mode=dialog]:py-3 data-[mode=dialog]:pl-4 data-[mode=dialog]:pr-11 noscript:visible! noscript:static noscript:mt-1 noscript:block noscript:w-auto noscript:max-w-none noscript:bg-transparent noscript:p-0 noscript:text-muted noscript:shadow-none"
      >
        <p id={`${tipId}-text`}>{children}</p>
        <button
          type="button"
          popoverTarget={tipId}
          popoverTargetAction="hide"
          aria-label="Close"
          className="absolute right-1.5 top-1.5 hidden size-8 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white group-data-[mode=dialog]/tip:inline-flex"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
