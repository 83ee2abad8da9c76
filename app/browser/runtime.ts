import type { SiteRuntime } from "./api";
import { installAccordions } from "./accordions";
import { installAfterLoad } from "./after-load";
import { installAnchors } from "./anchors";
import { installCommands } from "./commands";
import { installEnhancers } from "./enhance";
import { installIslands, wakeIsland } from "./islands";
import { installHoverMenus } from "./hover-menus";
import { installInfoTips } from "./info-tips";
import { installModalState } from "./modal-state";
import { installNavReveal } from "./nav-reveal";
import { afterLoad, idle, now, sight } from "./triggers";

/**
 * The browser runtime: inlined into every page's <head> as a classic script (built on its own by
 * tools/runtime-bundle.ts; app/root.tsx puts it there), so it runs before the body is painted and
 * everything it installs answers the first tap, key or hover. It owns what works without React
 * (docs/decisions/009-boot-runtime.md), loads enhancers (./enhance.ts) and wakes the islands,
 * the only React in a public page's browser (./islands.ts, app/islands/README.md).
 */
const api: SiteRuntime = { now, idle, afterLoad, sight, wakeIsland };
window.siteRuntime = api;

installIslands();
installCommands();
installHoverMenus();
installAccordions();
installInfoTips();
installAnchors();
installEnhancers();
installAfterLoad();
now(installNavReveal);
now(installModalState);
