import { Tooltip } from "radix-ui";
import { TOOLTIP_OPEN_DELAY_MS } from "~/config/constants";
import { InfoButton, type InfoTipProps } from "./info-tip";
import { mountWith, useTriggerRef } from "./info-tip-root";

/** The ≥768 px info tip: Radix Tooltip, opened by hover after 300 ms or at once by keyboard focus. */
function InfoTooltip({ label, text, restoreFocus, initialOpen }: InfoTipProps) {
  const trigger = useTriggerRef(restoreFocus);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS}>
      <Tooltip.Root defaultOpen={initialOpen}>
        <Tooltip.Trigger asChild>
          <InfoButton ref={trigger} label={label} />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-xs rounded-xl bg-night px-3 py-2 text-sm leading-snug text-white shadow-lg"
          >
            {text}
            <Tooltip.Arrow className="fill-night" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

export const mountInfoTooltip = mountWith(InfoTooltip);
