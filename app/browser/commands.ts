/**
 * Dialogs and popovers open without the app: buttons carry the browser's own invoker
 * attributes (`commandfor` + `command` for dialogs, `popovertarget` for popovers), so they work
 * as soon as they are painted, even without JavaScript in current browsers. This adds:
 * - the same behaviour where the browser lacks invoker commands (older Safari and Firefox);
 * - `data-close-dialog` on a control inside a dialog: closes that dialog first (the drawer's
 *   'Portfolio' button closes the drawer and opens the portfolio dialog);
 * - a link chosen inside an open dialog or popover closes it (SPEC: the drawer closes when a
 *   link is chosen; the 'Work With Me' panel likewise);
 * - `closedby="any"` (a click on the backdrop closes the dialog) where the browser lacks it.
 * No `aria-expanded` on popover invokers: the browser exposes a popovertarget button's expanded
 * state from its popover itself, and HTML forbids the attribute there (issue 14).
 */
type Command = "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";

const supportsCommands = "command" in HTMLButtonElement.prototype;
const supportsClosedBy = "closedBy" in HTMLDialogElement.prototype;

/**
 * As the browser's own light dismiss and request-close do: a cancelable `cancel` event first, so
 * that a dialog busy sending (the portfolio request, the purchase details) can stay open. Closed
 * at once, Safari's visitors lost the portfolio's confirmation, and the payment panel opened over
 * a page they had closed the details on.
 */
function requestClose(dialog: HTMLDialogElement) {
  if (dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
}

/** A click on a modal dialog's backdrop targets the dialog itself, outside its box. */
function onBackdrop(event: MouseEvent, dialog: HTMLDialogElement) {
  const r = dialog.getBoundingClientRect();
  const inside = event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
  if (!inside) requestClose(dialog);
}

function run(target: HTMLElement, command: Command) {
  if (target instanceof HTMLDialogElement) {
    if (command === "show-modal" && !target.open) target.showModal();
    if (command === "close" && target.open) target.close();
    if (command === "request-close" && target.open) requestClose(target);
    return;
  }
  if (command === "toggle-popover") target.togglePopover();
  if (command === "show-popover" && !target.matches(":popover-open")) target.showPopover();
  if (command === "hide-popover" && target.matches(":popover-open")) target.hidePopover();
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  if (!supportsClosedBy && event.target instanceof HTMLDialogElement && event.target.open && event.target.getAttribute("closedby") === "any") {
    onBackdrop(event, event.target);
    return;
  }
  const control = event.target.closest<HTMLElement>("[data-close-dialog]");
  if (control) control.closest("dialog")?.close();

  const link = event.target.closest("a[href]");
  // A link marked data-keeps-dialog opens something beside the page (a share pop-up): its dialog stays.
  if (link && !event.defaultPrevented && !link.hasAttribute("data-keeps-dialog")) {
    link.closest("dialog")?.close();
    const popover = link.closest<HTMLElement>("[popover]");
    if (popover?.matches(":popover-open")) popover.hidePopover();
  }

  if (supportsCommands || event.defaultPrevented) return;
  const invoker = event.target.closest<HTMLButtonElement>("button[commandfor]");
  const target = invoker && document.getElementById(invoker.getAttribute("commandfor") ?? "");
  if (invoker && target && !invoker.disabled) run(target, invoker.getAttribute("command") as Command);
}

export function installCommands(): void {
  // Capture: a dialog must be closed before the click's own invoker command opens another.
  addEventListener("click", onClick, true);
}
