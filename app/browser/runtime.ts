import type { SiteRuntime } from "./api.ts";
import { installAfterLoad } from "./after-load.ts";
import { installAnchors } from "./anchors.ts";
import { installCommands } from "./commands.ts";
import { installEnhancers } from "./enhance.ts";
import { installIslands, wakeIsland } from "./islands.ts";
import { installModalState } from "./modal-state.ts";
import { installNavReveal } from "./nav-reveal.ts";
import { afterLoad, idle, now, sight, whenPainted } from "./triggers.ts";
import { recordLanding } from "#app/lib/attribution.ts";

/**
 * The browser runtime: inlined into every page's <head> as a classic script (built on its own by
 * tools/runtime-bundle.ts; app/root.tsx puts it there), so it runs before the body is painted and
 * everything it installs answers the first tap, key or hover. It owns what works without React
 * (docs/decisions/062-one-typed-browser-runtime.md), loads enhancers (./enhance.ts) and wakes the islands,
 * the only React in a public page's browser (./islands.ts, app/islands/README.md).
 */
const api: SiteRuntime = { now, idle, afterLoad, sight, wakeIsland };
window.siteRuntime = api;

// Where this visit came from, for what the visitor sends (issue 25): every visitor, no cookie.
// After the first paint, not in the <head>: a fresh tab's first use of sessionStorage was ~24 ms
// of the head's 28 ms of script on the phone profile (4× CPU), all of it before the first paint.
// Nothing reads it sooner: a send needs a painted form, and the page-view event waits for the load.
void whenPainted().then(() => recordLanding());

installIslands();
installCommands();
installAnchors();
installEnhancers();
installAfterLoad();
now(installNavReveal);
now(installModalState);
