import { consentIds } from "#app/config/cookies.ts";
import { COOKIE_BANNER_DELAY_MS } from "#app/config/consent.ts";
import { cleanUp, listen } from "#app/lib/dom.ts";
import { createAnalyticsSwitch } from "#app/features/analytics/analytics-switch.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";
import {
  CONSENT_EVENT,
  DEFAULT_PREFERENCES,
  OPTIONAL_CATEGORIES,
  consentCookies,
  currentChoice,
  preferencesFor,
  readConsent,
  readPreferences,
  type Choice,
  type Preferences,
} from "./consent-state.ts";

/**
 * Cookie consent without React (decision 113). The page holds only an empty region
 * (./consent-region.tsx) and its 'Cookie settings' controls; this loads at the load event (trigger
 * "load", below) and:
 *
 * - A choice of the current revision is stored: applies it (analytics may start). The banner's
 *   and the dialog's markup is not fetched: a visitor who chose downloads none of it.
 * - Else: fetches the markup (./consent-ui.tsx, a chunk of its own built by
 *   tools/vite-consent-ui.ts), puts it in the page, and shows the banner 1 s after the load
 *   (SPEC §9), without any input.
 * - A 'Cookie settings' control (an element that asks for this enhancer too) opens the dialog,
 *   fetching the markup first when it is not in the page yet. A press before this has attached is
 *   held by the browser runtime and given back once it has (app/browser/held-input.ts).
 * - A choice (banner or dialog) stores the four booleans, the flag, the date and the revision
 *   for a year, closes banner and dialog, tells the app (a `site:consent` event on window),
 *   starts or stops analytics at once, and asks the server to keep a consent record.
 */
declare global {
  interface Navigator {
    /** Global Privacy Control (https://globalprivacycontrol.org): the script side of Sec-GPC. */
    readonly globalPrivacyControl?: boolean;
  }
}

const CHOICES: readonly Choice[] = ["accept_all", "necessary_only", "save_preferences"];
const isChoice = (v: string | undefined): v is Choice => CHOICES.includes(v as Choice);

/**
 * The cookie banner and preferences (every page): at the load, so its request does not compete
 * with the page's own (it delayed the first paint of every page by ~0.2 s in Lighthouse's
 * model), and still well before the banner shows, 1 s after the load.
 */
export default defineEnhancer({ name: "consent", trigger: "load" }, (element) =>
  element.hasAttribute("data-ui") ? enhanceConsent(element) : enhanceSettingsControls(element),
);

/** The banner and the dialog once in the page (consent-ui.tsx). */
interface Ui {
  element: HTMLElement;
  banner: HTMLElement;
  dialog: HTMLDialogElement;
  form: HTMLFormElement;
}

/** Opens the preferences: set by the region's enhancer; a control pressed before it waits for it. */
let openPreferences: (() => void) | undefined;
/** Starts fetching the markup (a visitor who chose has none in the page): set by the region's enhancer. */
let prepareUi: (() => void) | undefined;
const waitingToOpen: (() => void)[] = [];

/** A 'Cookie settings' button (./consent-region.tsx, `CookieSettingsButton`): opens the preferences. */
function enhanceSettingsControls(button: HTMLElement): () => void {
  // Reaching for it (a pointer over it, a finger down, the keyboard's focus) starts the markup's
  // fetch, so that the click finds it on its way or arrived, not asked for only then.
  const reach = () => prepareUi?.();
  return cleanUp([
    listen(button, "pointerover", reach),
    listen(button, "pointerdown", reach),
    listen(button, "focusin", reach),
    listen(button, "click", () => {
      // The region's enhancer attaches in the same turn, after the footer's button (it comes later in the page).
      if (openPreferences) openPreferences();
      else waitingToOpen.push(() => openPreferences?.());
    }),
  ]);
}

/** The markup's chunk: `{ html, symbols }` (tools/vite-consent-ui.ts). */
async function loadUi(url: string): Promise<Ui> {
  const { default: markup } = (await import(/* @vite-ignore */ url)) as { default: { html: string; symbols: string } };
  addMissingSymbols(markup.symbols);
  const template = document.createElement("template");
  template.innerHTML = markup.html;
  const ui = template.content.firstElementChild as HTMLElement;
  // At the end of the body, outside any element React renders: the admin app hydrates its own.
  document.body.append(ui);
  return {
    element: ui,
    banner: ui.querySelector<HTMLElement>(`#${consentIds.banner}`)!,
    dialog: ui.querySelector("dialog")!,
    form: ui.querySelector("form")!,
  };
}

/** The icons the markup draws by reference, added to the page's sprite where the page has none of its own. */
function addMissingSymbols(symbols: string) {
  const holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  holder.innerHTML = symbols;
  let sprite = document.getElementById("icon-sprite");
  for (const symbol of [...holder.children]) {
    if (document.getElementById(symbol.id)) continue;
    if (!sprite) {
      sprite = holder.cloneNode() as HTMLElement;
      sprite.id = "icon-sprite";
      sprite.setAttribute("aria-hidden", "true");
      document.body.append(sprite);
    }
    sprite.append(symbol);
  }
}

/**
 * The markup could not be fetched (offline, a stale deploy): nothing shows, and the next need (the
 * banner's moment, a 'Cookie settings' press) asks again. Only necessary cookies apply meanwhile.
 */
const noUi = () => {};

function enhanceConsent(root: HTMLElement): () => void {
  const revision = Number(root.dataset.revision);
  const gpc = navigator.globalPrivacyControl === true;
  const analytics = createAnalyticsSwitch(root.dataset.analyticsEndpoint, root.dataset.analyticsDomain);
  let ui: Ui | undefined;
  let loading: Promise<Ui> | undefined;
  let gone = false;
  const cleanups: (() => void)[] = [() => analytics.set(false)];

  const toggle = (name: string) => ui?.form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  /** What the dialog's switches show: what is in force (or, before any choice, the defaults). */
  let shown: Preferences = { ...DEFAULT_PREFERENCES };
  const showInDialog = (prefs: Preferences) => {
    shown = prefs;
    for (const key of OPTIONAL_CATEGORIES) {
      const input = toggle(key);
      if (input) input.checked = prefs[key];
    }
  };
  const apply = (prefs: Preferences) => {
    showInDialog(prefs);
    analytics.set(prefs.analytics);
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: prefs }));
  };

  let inForce: Preferences = { ...DEFAULT_PREFERENCES };

  /** The banner and the dialog, fetched and put in the page once, at the first need. */
  const needUi = (): Promise<Ui> =>
    (loading ??= loadUi(root.dataset.ui!).then((loaded) => {
      ui = loaded;
      if (!gone) cleanups.push(wire(loaded));
      showInDialog(shown);
      return loaded;
    }));
  // A failed load (offline, a stale deploy) is tried again at the next need.
  const retryable = (): Promise<Ui> => needUi().catch((err: unknown) => ((loading = undefined), Promise.reject(err)));

  /**
   * While the banner shows, the page gets room for it below its last line (padding at the end of
   * the body moves nothing on screen: no layout shift), so that no part of the page stays
   * under it when scrolled to the end; and the scroll padding keeps what gets keyboard focus
   * above it (WCAG 2.4.11: a control reached by Tab is scrolled clear of the banner, not under it).
   */
  const makeRoom = () => {
    const room = !ui || ui.banner.hidden ? "" : `${ui.banner.offsetHeight}px`;
    document.body.style.paddingBottom = room;
    document.documentElement.style.scrollPaddingBottom = room;
  };

  /** Brings the banner and the dialog to life once they are in the page: their cleanup. */
  const wire = ({ element, banner, dialog, form }: Ui): (() => void) => {
    const gpcNote = form.querySelector<HTMLElement>("[data-gpc-note]");
    if (gpcNote && gpc) gpcNote.hidden = false;

    /**
     * Focus was in the banner (a choice made by keyboard) or came back to it from the dialog (the
     * Preferences button, now hidden): it would fall to the page's start, and the next Tab begin
     * again at 'Skip to content'. It goes to the main content instead (where the skip link sends
     * it), without scrolling.
     */
    const keepFocusOnPage = () => {
      const active = document.activeElement;
      if (active && active !== document.body && !banner.contains(active) && !(dialog.contains(active) && !dialog.open)) return;
      document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
    };

    const choose = (choice: Choice) => {
      const focusInBanner = banner.contains(document.activeElement);
      const chosen = Object.fromEntries(OPTIONAL_CATEGORIES.map((k) => [k, toggle(k)?.checked === true]));
      const prefs = preferencesFor(choice, chosen);
      const consent = { given: true as const, date: new Date().toISOString(), revision };
      const secure = location.protocol === "https:";
      for (const c of consentCookies(prefs, consent, secure)) document.cookie = c;
      inForce = prefs;
      banner.hidden = true;
      makeRoom();
      if (focusInBanner) keepFocusOnPage();
      if (dialog.open) dialog.close();
      apply(prefs);
      // The server's record (DECISIONS 15): the date, the choice and the revision, no personal
      // data. Its id is kept beside the choice, so the owner can find the record it proves.
      void fetch("/api/consent", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ choice, revision, analytics: prefs.analytics, marketing: prefs.marketing, personalization: prefs.personalization }),
        keepalive: true,
      })
        .then((res) => (res.ok ? (res.json() as Promise<{ id?: unknown }>) : undefined))
        .then((body) => {
          const now = readConsent(document.cookie);
          if (typeof body?.id !== "string" || now?.date !== consent.date) return;
          document.cookie = consentCookies(prefs, { ...consent, record: body.id }, secure)[1];
        })
        .catch(() => {});
    };

    return cleanUp([
      listen(banner, "click", (event) => {
        const button = (event.target as Element).closest<HTMLButtonElement>("button[data-consent-choice]");
        const choice = button?.dataset.consentChoice;
        if (isChoice(choice)) choose(choice);
      }),
      listen(form, "submit", (event) => {
        const value = (event.submitter as HTMLButtonElement | null)?.value;
        // method="dialog": the browser closes the dialog; the choice is ours to store.
        if (isChoice(value)) choose(value);
      }),
      // Closed without a choice (Escape, the close button, the backdrop): switches back to what is in force.
      listen(dialog, "close", () => {
        showInDialog(inForce);
        // Closed after a choice made in it: the browser gives focus back to what opened it (after
        // this event), and that may be the banner's Preferences button, hidden by the choice.
        if (banner.hidden) setTimeout(keepFocusOnPage, 0);
      }),
      listen(window, "resize", () => !banner.hidden && makeRoom()),
      () => element.remove(),
    ]);
  };

  const stored = currentChoice(document.cookie, revision);
  if (stored) {
    inForce = stored.preferences;
    apply(inForce);
  } else {
    // A choice made for an older revision is shown as it was, but not applied until confirmed.
    // GPC: analytics and marketing start off whatever was stored before (DECISIONS 15).
    const earlier = readConsent(document.cookie) ? readPreferences(document.cookie) : undefined;
    showInDialog(gpc && earlier ? { ...earlier, analytics: false, marketing: false } : (earlier ?? DEFAULT_PREFERENCES));
    const show = () =>
      void retryable().then(({ banner }) => {
        if (gone || currentChoice(document.cookie, revision)) return;
        banner.hidden = false;
        makeRoom();
      }, noUi);
    void retryable().catch(noUi);
    if (window.siteRuntime) window.siteRuntime.afterLoad(COOKIE_BANNER_DELAY_MS, show);
    else setTimeout(show, COOKIE_BANNER_DELAY_MS);
  }

  prepareUi = () => void retryable().catch(noUi);
  openPreferences = () =>
    void retryable().then(({ dialog }) => {
      if (!gone && !dialog.open) dialog.showModal();
    }, noUi);
  for (const open of waitingToOpen.splice(0)) open();

  return cleanUp([
    // Shown again from the back-forward cache after a choice made on another page: the banner
    // still showed, and a tap on it would replace that choice. The choice in the cookies wins.
    listen(window, "pageshow", (event) => {
      const now = event.persisted ? currentChoice(document.cookie, revision) : undefined;
      if (!now) return;
      inForce = now.preferences;
      if (ui) {
        ui.banner.hidden = true;
        makeRoom();
        if (ui.dialog.open) ui.dialog.close();
      }
      apply(inForce);
    }),
    () => {
      gone = true;
      openPreferences = undefined;
      prepareUi = undefined;
      cleanups.forEach((c) => c());
    },
  ]);
}
