import type { SiteRuntime } from "./api.ts";
import { installAfterLoad } from "./after-load.ts";
import { installAnchors } from "./anchors.ts";
import { installCommands } from "./commands.ts";
import { installEnhancers } from "./enhance.ts";
import { installIslands, wakeIsland } from "./islands.ts";
import { installModalState } from "./modal-state.ts";
import { installNavReveal } from "./nav-reveal.ts";
import { afterLoad, idle, now, sight } from "./triggers.ts";
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
recordLanding();

installIslands();
installCommands();
installAnchors();
installEnhancers();
installAfterLoad();
now(installNavReveal);
now(installModalState);
