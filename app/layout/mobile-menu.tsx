import { Menu } from "lucide-react";
import { chromeIds } from "./chrome-ids.ts";

/** The menu button of small screens: opens the drawer (a native dialog, mobile-drawer.tsx) by itself. */
export function MobileMenu({ tabIndex }: { tabIndex?: number }) {
  return (
    <button
      type="button"
      commandfor={chromeIds.mobileDrawer}
      command="show-modal"
      aria-haspopup="dialog"
      tabIndex={tabIndex}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium text-ink hover:bg-slate-100 active:bg-slate-200"
    >
      <Menu aria-hidden="true" className="size-5" />
      Menu
    </button>
  );
}
