import { ArrowRight, Check } from "lucide-react";
import type { NavCard as Card } from "#content/navigation.ts";
import { ChromeLink } from "./chrome-link.tsx";
import { NavCardIcon } from "./nav-icon.tsx";

/**
 * One 'Work With Me' card: the whole card is one link, its checklist read as part of it. The
 * menu or drawer it sits in closes when it is chosen (the browser runtime, app/browser/commands.ts).
 */
export function NavCard({ card }: { card: Card }) {
  return (
    <ChromeLink
      to={card.path}
      // As tall as its row (the menu's three cards side by side end level), its call at the foot.
      className="group flex h-full flex-col rounded-2xl border border-line bg-white p-4 text-left hover:border-brand hover:bg-brand-soft"
      data-nav-card={card.key}
    >
      <span className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <NavCardIcon icon={card.icon} className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-ink" data-card-title>
            {card.title}
          </span>
          <span className="block text-sm text-muted">{card.subtitle}</span>
        </span>
      </span>
      <ul className="mt-3 space-y-1 text-sm text-muted">
        {card.checklist.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-brand" />
            {item}
          </li>
        ))}
      </ul>
      <span className="mt-auto inline-flex items-center gap-1 self-start pt-3 text-sm font-semibold text-brand">
        {card.cta}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </ChromeLink>
  );
}
