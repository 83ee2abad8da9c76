import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { toast, Toaster as Sonner } from "sonner";
import { TOAST_LAYERS } from "#app/config/constants.ts";

type Mounted = (sonnerToast: typeof toast) => void;

/** The toast layer (mounted on demand by ./toast.ts, which gives it its id and what to call once mounted). */
function SonnerToasters({ id, onMounted }: { id: string; onMounted: Mounted }) {
  // Effects run child first: the Sonner layer is subscribed when this one runs.
  useEffect(() => onMounted(toast), [onMounted]);
  return (
    <Sonner
      id={id}
      visibleToasts={TOAST_LAYERS.primaryLimit}
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel="Notifications"
      // Sonner's close button is 20 px: 24 at least, as every target here (WCAG 2.5.8).
      toastOptions={{ classNames: { toast: "font-sans", closeButton: "size-6!" } }}
    />
  );
}

/** A React root of its own at the end of the body: the page around it is never hydrated. */
export function mountToasters(id: string, onMounted: Mounted): void {
  const element = document.createElement("div");
  element.setAttribute("data-toasters", "");
  document.body.append(element);
  createRoot(element).render(<SonnerToasters id={id} onMounted={onMounted} />);
}
