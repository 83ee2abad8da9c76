import { X } from "lucide-react";
import { consentCopy as c } from "#content/consent.ts";
import { COOKIE_PREFERENCES_DIALOG_ID, consentIds } from "#app/config/cookies.ts";
import { paths } from "#app/config/paths.ts";
import { buttonClass } from "#app/ui/button.ts";
import { OPTIONAL_CATEGORIES } from "./consent-state.ts";

/**
 * The cookie banner and the cookie preferences dialog (SPEC §2, §4 'Cookie banner'; DECISIONS 15),
 * the same for every visitor. Not in any page's HTML (decision 113): rendered once at build time
 * by React (./consent-ui-markup.server.ts, tools/vite-consent-ui.ts) into a chunk of its own, which the
 * consent enhancer (./consent.enhancer.ts) loads and inserts only when it is needed: no choice of
 * the current revision is stored (the banner), or a 'Cookie settings' control was pressed (the
 * dialog). A visitor who already chose downloads none of it; one without JavaScript needs none of
 * it (./consent-region.tsx says why).
 *
 * The banner starts hidden; the enhancer shows it 1 s after the load. It is a fixed region at the
 * bottom (no layout shift, never over the navigation bar), not a modal: the page stays usable.
 * The dialog is a native modal <dialog> that 'Preferences' opens with the browser's invoker
 * command. It keeps the navigation bar (data-keeps-nav: SPEC §2 hides the bar for every modal but
 * the cookie ones). Its buttons submit a `method="dialog"` form: the browser closes it, and the
 * enhancer stores the choice. The DOM state (hidden, checked) belongs to the enhancer, like every
 * other native control of the chrome (docs/decisions/009).
 */
const choiceButton = buttonClass("primary", "compact", "md:min-w-36");
const dialogButton = buttonClass("primary", "compact", "w-full whitespace-nowrap");

export function ConsentUi() {
  return (
    // The banner's and the dialog's parent: app/styles/features.css hides the banner under the
    // open dialog's backdrop by asking it (`.consent-region:has(> #cookie-preferences[open])`).
    <div className="consent-region" data-testid="consent-ui">
      <section
        id={consentIds.banner}
        aria-label={c.banner.label}
        hidden
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white text-ink shadow-[0_-8px_24px_rgb(15_23_42/0.12)]"
        data-testid={consentIds.banner}
      >
        <div className="container-page flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between">
          <p className="text-sm leading-snug text-slate-700">
            {c.banner.text}{" "}
            <a href={paths.cookies} className="inline-flex min-h-6 items-center font-semibold text-brand underline">
              {c.banner.policyLink}
            </a>
          </p>
          {/* On a phone, two equal halves and 'Preferences' the full width under them (three in a
              row do not fit at 375 px, and wrapped freely 'Preferences' sat alone at the left). */}
          <div className="grid grid-cols-2 gap-2 md:flex md:shrink-0">
            {/* Accepting and refusing look the same and sit side by side (DECISIONS 15). */}
            <button type="button" data-consent-choice="accept_all" className={choiceButton}>
              {c.buttons.acceptAll}
            </button>
            <button type="button" data-consent-choice="necessary_only" className={choiceButton}>
              {c.buttons.necessaryOnly}
            </button>
            <button type="button" commandfor={COOKIE_PREFERENCES_DIALOG_ID} command="show-modal" aria-haspopup="dialog" className={buttonClass("secondary", "compact", "col-span-2")}>
              {c.buttons.preferences}
            </button>
          </div>
        </div>
      </section>

      <dialog
        id={COOKIE_PREFERENCES_DIALOG_ID}
        aria-labelledby={consentIds.preferencesTitle}
        closedby="any"
        data-keeps-nav=""
        // A switch focused by Tab (or at opening) scrolls clear of the sticky choices: three
        // stacked buttons on a phone (~181 px: 12 rem), one row from 640 px (~77 px: 6 rem).
        className="modal-dialog scroll-pb-48 sm:max-w-xl sm:scroll-pb-24"
        data-testid="cookie-preferences"
      >
        <form method="dialog">
          <h2 id={consentIds.preferencesTitle} className="pr-10 text-2xl font-bold text-ink">
            {c.dialog.title}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{c.dialog.intro}</p>
          <p data-gpc-note="" hidden className="mt-3 rounded-xl bg-brand-soft p-3 text-sm text-ink">
            {c.dialog.gpcNote}
          </p>
          <ul className="mt-4 space-y-3">
            {(["necessary", ...OPTIONAL_CATEGORIES] as const).map((key) => (
              <li key={key} className="flex items-start justify-between gap-4 rounded-2xl border border-line p-4">
                <div>
                  <label htmlFor={consentIds.switch(key)} className="block cursor-pointer font-semibold text-ink">
                    {c.categories[key].title}
                  </label>
                  <p id={consentIds.switchText(key)} className="mt-1 text-sm text-slate-700">
                    {c.categories[key].text}
                  </p>
                </div>
                <input
                  id={consentIds.switch(key)}
                  type="checkbox"
                  role="switch"
                  name={key}
                  aria-describedby={consentIds.switchText(key)}
                  className="consent-switch"
                  // Necessary is always on (SPEC §5); the others start off (SPEC §9) until the enhancer reads the stored choice.
                  defaultChecked={key === "necessary"}
                  disabled={key === "necessary"}
                />
              </li>
            ))}
          </ul>
          {/* The choices stay in view at the dialog's foot while the categories scroll (a
              phone's short screen), three equal columns from 640 px (never one alone on a row). */}
          <div className="sticky -bottom-6 -mx-6 mt-6 -mb-6 grid gap-2 border-t border-line bg-white px-6 py-4 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:grid-cols-3 sm:px-8">
            <button type="submit" value="accept_all" className={dialogButton}>
              {c.buttons.acceptAll}
            </button>
            <button type="submit" value="save_preferences" className={buttonClass("secondary", "compact", "w-full whitespace-nowrap")}>
              {c.buttons.save}
            </button>
            <button type="submit" value="necessary_only" className={dialogButton}>
              {c.buttons.necessaryOnly}
            </button>
          </div>
        </form>
        <button
          type="button"
          commandfor={COOKIE_PREFERENCES_DIALOG_ID}
          command="close"
          className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100 active:bg-slate-200"
          aria-label={c.dialog.close}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </dialog>
    </div>
  );
}
