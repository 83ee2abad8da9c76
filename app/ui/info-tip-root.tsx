import { useLayoutEffect, useRef, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import type { InfoTipProps, MountInfoTip } from "./info-tip";

/** Shared by the two lazily loaded info tips (tooltip, popover); never part of a page's first load. */

/** The trigger's ref; the trigger takes the focus on mount when the plain button had it. */
export function useTriggerRef(restoreFocus: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (restoreFocus) ref.current?.focus();
  }, [restoreFocus]);
  return ref;
}

/** Mounts the tip in its own small React root inside the server-rendered slot. */
export function mountWith(Tip: ComponentType<InfoTipProps>): MountInfoTip {
  return (slot, props) => {
    const root = createRoot(slot);
    root.render(<Tip {...props} />);
    return () => root.unmount();
  };
}
