import type { SiteBoot } from "./api";
import { installAccordions } from "./accordions";
import { installAfterLoad } from "./after-load";
import { installAnchors } from "./anchors";
import { appBegun, appStarted, installAppStart, registerApp, startApp } from "./app-start";
import { installHistory } from "./history";
import { installCommands } from "./commands";
import { installEnhancers } from "./enhance";
import { installHeldInput, takeHeld } from "./held-input";
import { installHoverMenus } from "./hover-menus";
import { installInfoTips } from "./info-tips";
import { installModalState } from "./modal-state";
import { installNavReveal } from "./nav-reveal";
import { afterLoad, idle, now, sight } from "./triggers";

/**
 * The boot runtime: inlined into every page's <head> as a classic script (built on its own by
 * tools/boot-bundle.ts; server/html/deferred-boot.ts puts it there), so it runs before the body
 * is painted and everything it installs answers the first tap, key or hover. It owns what works
 * without React (docs/decisions/009-boot-runtime.md); the app starts when the visitor reaches
 * for something only it does (app-start.ts).
 */
const boot: SiteBoot = { now, idle, afterLoad, sight, appStarted, startApp, registerApp, takeHeld };
window.siteBoot = boot;

installHeldInput(startApp);
installAppStart();
installCommands();
installHoverMenus();
installAccordions();
installInfoTips();
installAnchors();
installHistory(appBegun);
installEnhancers();
installAfterLoad();
now(installNavReveal);
now(installModalState);
