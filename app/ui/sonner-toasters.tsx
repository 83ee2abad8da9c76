import { useEffect } from "react";
import { toast, Toaster as Sonner } from "sonner";
import { TOAST_LAYERS } from "~/config/constants";
import { PRIMARY_TOASTER, toastersMounted } from "./toast";

/** The toast layer (loaded on demand by ./toaster.tsx). */
export default function SonnerToasters() {
  // Effects run child first: the Sonner layer is subscribed when this one runs.
  useEffect(() => toastersMounted(toast), []);
  return (
    <Sonner
      id={PRIMARY_TOASTER}
      visibleToasts={TOAST_LAYERS.primaryLimit}
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
