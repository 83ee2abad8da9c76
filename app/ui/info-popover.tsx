import { X } from "lucide-react";
import { Popover } from "radix-ui";
import { InfoButton, type InfoTipProps } from "./info-tip";
import { mountWith, useTriggerRef } from "./info-tip-root";

/** The <768 px info tip: Radix Popover, opened by a tap; Escape, a tap outside or Close dismiss it. */
function InfoPopover({ label, text, restoreFocus, initialOpen }: InfoTipProps) {
  const trigger = useTriggerRef(restoreFocus);
  return (
    <Popover.Root defaultOpen={initialOpen}>
      <Popover.Trigger asChild>
        <InfoButton ref={trigger} label={label} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          aria-label={label}
          className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-xl bg-night py-3 pl-4 pr-11 text-sm leading-snug text-white shadow-lg"
        >
          <p>{text}</p>
          <Popover.Close
            aria-label="Close"
            className="absolute right-1.5 top-1.5 inline-flex size-8 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-4" />
          </Popover.Close>
          <Popover.Arrow className="fill-night" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export const mountInfoPopover = mountWith(InfoPopover);
