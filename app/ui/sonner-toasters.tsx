import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { toast, Toaster as Sonner } from "sonner";
import { TOAST_LAYERS } from "#app/config/layout.ts";

type Mounted = (sonnerToast: typeof toast) => void;

/** The toast layer (mounted on demand by ./toast.ts, which gives it its id and what to call once mounted). */
function SonnerToasters({ id, onMounted }: { id: string; onMounted: Mounted }) {
  // Effects run child first: the Sonner layer is subscribed when this one runs.
  useEffect(() => onMounted(toast), [onMounted]);
  const phone = usePhoneWidth();
  return (
    <Sonner
      id={id}
      visibleToasts={TOAST_LAYERS.primaryLimit}
      // On a phone a toast spans the screen's width: at the bottom it covered a dialog's submit
      // button (pinned there) for its 8 s, and every tap on the button landed on the toast and
      // held its clock, so a corrected request was never sent. At the top it covers neither the
      // form nor its button; a visitor's next step after a failure is there, not in the header.
      position={phone ? "top-center" : "bottom-right"}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      // Sonner's close button is 20 px: 24 at least, as every target here (WCAG 2.5.8).
      toastOptions={{ classNames: { toast: "font-sans", closeButton: "size-6!" } }}
    />
  );
}

/** Sonner's own phone layout (full-width toasts) starts at this width. */
const PHONE_TOASTS_QUERY = "(max-width: 600px)";

function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_TOASTS_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE_TOASTS_QUERY);
    const onChange = () => setPhone(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return phone;
}

/** A React root of its own at the end of the body: the page around it is never hydrated. */
export function mountToasters(id: string, onMounted: Mounted): void {
  const element = document.createElement("div");
  element.setAttribute("data-toasters", "");
  document.body.append(element);
  createRoot(element).render(<SonnerToasters id={id} onMounted={onMounted} />);
}
