import { Toaster as Sonner } from "sonner";
import { TOAST_LAYERS } from "~/config/constants";
import { PRIMARY_TOASTER, STACK_TOASTER } from "./toast";

export function Toasters() {
  return (
    <>
      <Sonner
        id={PRIMARY_TOASTER}
        visibleToasts={TOAST_LAYERS.primaryLimit}
        position="bottom-right"
        richColors
        closeButton
        containerAriaLabel="Notifications"
        toastOptions={{ classNames: { toast: "font-sans" } }}
      />
      <Sonner
        id={STACK_TOASTER}
        visibleToasts={TOAST_LAYERS.stackLimit}
        position="top-center"
        containerAriaLabel="Confirmations"
        toastOptions={{ classNames: { toast: "font-sans" } }}
      />
    </>
  );
}
