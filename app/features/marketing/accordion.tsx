import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { enhance } from "#app/browser/enhancers.ts";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/**
 * A single-open, collapsible accordion built on <details name>: the browser opens and closes
 * items, keeps one open at a time and expands an item when find-in-page hits its text, all
 * before (or without) JavaScript. Its enhancer (./accordion.enhancer.ts) adds SPEC's keyboard navigation (Home,
 * End, wrapping arrows among enabled items) from the first painted frame on, and enforces one-open
 * where a browser ignores `name`. It works on server-rendered markup, so the accordion's text need not be in the
 * page's JavaScript (docs/decisions/005-marketing-islands.md).
 */
export function Accordion({ items, name, className = "" }: { items: readonly AccordionItem[]; name: string; className?: string }) {
  return (
    <div className={`divide-y divide-slate-200 rounded-card border border-line bg-white ${className}`} data-accordion {...enhance("accordion")}>
      {items.map((item) => (
        <details key={item.id} name={name} id={item.id} className="group">
          <summary
            aria-disabled={item.disabled || undefined}
            className="flex min-h-14 cursor-pointer list-none active:bg-slate-50 items-center justify-between gap-4 rounded-card px-5 py-4 text-left font-semibold aria-disabled:cursor-not-allowed aria-disabled:text-muted sm:px-6 [&::-webkit-details-marker]:hidden"
          >
            <span>{item.title}</span>
            <Plus aria-hidden="true" className="size-5 shrink-0 text-brand transition-transform group-open:rotate-45" />
          </summary>
          <div className="px-5 pb-5 text-muted sm:px-6">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
