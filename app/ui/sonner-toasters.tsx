import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { toast, Toaster as Sonner } from "sonner";
import { TOAST_LAYERS } from "#app/config/constants.ts";
import { PRIMARY_TOASTER, toastersMounted } from "./toast";

/** The toast layer (mounted on demand by ./toast.ts). */
function SonnerToasters() {
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

/** A React root of its own at the end of the body: the page around it is never hydrated. */
export function mountToasters(): void {
  const element = document.createElement("div");
  element.setAttribute("data-toasters", "");
  document.body.append(element);
  createRoot(element).render(<SonnerToasters />);
}
