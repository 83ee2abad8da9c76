import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { requestToasters, toasterRequest } from "./toast";

const FIRST_INPUT = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The toast layer, mounted at the visitor's first input or at the first toast, whichever
 * comes first (see ./toast.ts), so a form's outcome is announced by a region that is already
 * in the page. Loaded with a plain import() rather than React.lazy: a Suspense reveal is
 * throttled on a timer, and a toast should not wait for one.
 */
export function Toasters() {
  const wanted = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.wanted, () => false);
  const [Layers, setLayers] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (wanted) return;
    const onInput = () => requestToasters();
    for (const type of FIRST_INPUT) addEventListener(type, onInput, { capture: true, passive: true, once: true });
    return () => {
      for (const type of FIRST_INPUT) removeEventListener(type, onInput, { capture: true });
    };
  }, [wanted]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import("./sonner-toasters").then((m) => live && setLayers(() => m.default));
    return () => {
      live = false;
    };
  }, [wanted]);
  return Layers ? <Layers /> : null;
}
