import { Info } from "lucide-react";
import type { ComponentProps } from "react";
import { cleanUp, listen } from "~/lib/dom";
import { HOVER_TOOLTIP_QUERY } from "~/lib/media";

/**
 * An info button with a short explanation (SPEC §2 'Strategy options'): a tooltip on hover
 * (after 300 ms) or keyboard focus from 768 px on a device that can hover; a popover opened by
 * a tap below 768 px (and on touch-only tablets, where a hover tooltip could never open).
 *
 * The server renders a plain button in a slot, and the explanation once, as text that shows
 * inline only without JavaScript (so it is in the HTML once, and in no script). Radix Tooltip and Popover cost ~25 KB gzip, so they are not
 * part of the page's first load: `enhanceInfoTips` loads the one the screen needs when a slot
 * comes near the viewport or on first intent, then mounts a small React root in each slot. If
 * the visitor had already focused or pressed the button, the new one takes the focus over or
 * opens at once.
 */
export interface InfoTipProps {
  label: string;
  text: string;
  /** Focus the trigger on mount (the plain button had focus). */
  restoreFocus: boolean;
  /** Open on mount (the plain button was pressed before the code arrived). */
  initialOpen: boolean;
}

/** Mounts an info tip into a slot and returns its unmount. */
export type MountInfoTip = (slot: HTMLElement, props: InfoTipProps) => () => void;

export function InfoButton({ label, ...rest }: ComponentProps<"button"> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={`More about ${label}`}
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-brand hover:bg-brand-soft noscript:hidden"
      {...rest}
    >
      <Info aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * The server-rendered tip: a slot holding the plain button. The explanation is the element
 * `textId` names, which the caller renders (visible only without JavaScript).
 */
export function InfoTip({ label, textId }: { label: string; textId: string }) {
  return (
    <span data-info-tip={label} data-info-text-id={textId} className="inline-flex">
      <InfoButton label={label} />
    </span>
  );
}

type Kind = "tooltip" | "popover";
const loaders: Record<Kind, () => Promise<MountInfoTip>> = {
  tooltip: () => import("./info-tooltip").then((m) => m.mountInfoTooltip),
  popover: () => import("./info-popover").then((m) => m.mountInfoPopover),
};

/** Brings every info tip under `root` to life (see InfoTip). */
export function enhanceInfoTips(root: HTMLElement): () => void {
  const slots = [...root.querySelectorAll<HTMLElement>("[data-info-tip]")];
  if (slots.length === 0) return () => {};
  const wide = window.matchMedia(HOVER_TOOLTIP_QUERY);
  const pressed = new WeakSet<HTMLElement>();
  const unmounts = new Map<HTMLElement, () => void>();
  let mountedKind: Kind | null = null;
  let loading: Kind | null = null;
  let disposed = false;

  const kind = (): Kind => (wide.matches ? "tooltip" : "popover");
  const unmountAll = (later: boolean) => {
    const pending = [...unmounts.values()];
    unmounts.clear();
    // From an effect cleanup, unmount after React's commit rather than inside it.
    if (later) queueMicrotask(() => pending.forEach((u) => u()));
    else pending.forEach((u) => u());
  };

  const ensure = () => {
    const want = kind();
    if (disposed || mountedKind === want || loading === want) return;
    loading = want;
    loaders[want]().then(
      (mount) => {
        if (disposed || kind() !== want) return;
        loading = null;
        unmountAll(false);
        mountedKind = want;
        for (const slot of slots) {
          const text = document.getElementById(slot.dataset.infoTextId ?? "")?.textContent ?? "";
          const restoreFocus = slot.contains(document.activeElement);
          unmounts.set(slot, mount(slot, { label: slot.dataset.infoTip ?? "", text, restoreFocus, initialOpen: pressed.has(slot) }));
        }
      },
      () => {
        // Offline or a stale deploy: keep the plain buttons and try again on the next intent.
        loading = null;
      },
    );
  };

  const onIntent = (e: Event) => {
    const slot = (e.target as Element).closest<HTMLElement>("[data-info-tip]");
    if (!slot || !slots.includes(slot)) return;
    if (e.type === "click" && mountedKind === null) pressed.add(slot);
    ensure();
  };
  const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && ensure(), { rootMargin: "600px 0px" });
  slots.forEach((s) => io.observe(s));

  return cleanUp([
    listen(root, "pointerover", onIntent),
    listen(root, "focusin", onIntent),
    listen(root, "click", onIntent),
    listen(wide, "change", () => mountedKind !== null && ensure()),
    () => {
      disposed = true;
      io.disconnect();
      unmountAll(true);
    },
  ]);
}
