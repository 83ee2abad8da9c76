import { DRAWER } from "#app/config/timings.ts";
import { cleanUp, listen } from "#app/lib/dom.ts";
import { defineEnhancer } from "#app/browser/enhancers.ts";

/**
 * Drag-to-close for the bottom drawer (app/layout/mobile-drawer.tsx), with SPEC's feel (vaul's
 * defaults): a drag down from the handle area closes it past a quarter of its height
 * (DRAWER.closeThreshold) or when released faster than 0.4 px/ms (DRAWER.velocityThreshold);
 * otherwise it springs back. Upward drags do not move it. Attached in an idle moment after the load.
 */
export default defineEnhancer({ name: "drawer-drag", trigger: "idle" }, (element) => {
  const drawer = element as HTMLDialogElement;
  const handle = drawer.querySelector<HTMLElement>("[data-drawer-handle]");
  if (!handle) return () => {};
  let start: { y: number; t: number; id: number } | null = null;
  let last = { y: 0, t: 0 };

  const offset = (y: number) => Math.max(0, y - (start?.y ?? y));
  const end = (event: PointerEvent, cancelled: boolean) => {
    if (!start || event.pointerId !== start.id) return;
    const distance = offset(event.clientY);
    const elapsed = Math.max(1, event.timeStamp - last.t);
    const velocity = (event.clientY - last.y) / elapsed;
    start = null;
    // The closing or springing back animates from where the finger let go (app.css transitions).
    drawer.removeAttribute("data-dragging");
    drawer.style.removeProperty("--drag");
    if (!cancelled && (distance > drawer.offsetHeight * DRAWER.closeThreshold || velocity > DRAWER.velocityThreshold)) drawer.close();
  };

  return cleanUp([
    listen(handle, "pointerdown", (event) => {
      if (event.button !== 0 || (event.target as Element).closest("button, a")) return;
      start = { y: event.clientY, t: event.timeStamp, id: event.pointerId };
      last = { y: event.clientY, t: event.timeStamp };
      handle.setPointerCapture(event.pointerId);
    }),
    listen(handle, "pointermove", (event) => {
      if (!start || event.pointerId !== start.id) return;
      // Velocity is measured over the last move only: a slow drag that ends in a flick still closes.
      if (event.timeStamp - last.t > 16) last = { y: event.clientY, t: event.timeStamp };
      drawer.setAttribute("data-dragging", "");
      drawer.style.setProperty("--drag", `${offset(event.clientY)}px`);
    }),
    listen(handle, "pointerup", (event) => end(event, false)),
    listen(handle, "pointercancel", (event) => end(event, true)),
  ]);
});
