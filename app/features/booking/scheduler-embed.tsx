import type { CSSProperties } from "react";
import { schedulerWords as w } from "#content/scheduler.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { buttonClass } from "#app/ui/button.ts";
import { schedulers, type SchedulerKind } from "./scheduler.ts";

const escape = (s: string) => s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The link that is in the server's HTML: it works without JavaScript, stands over the frame's
 * place while the frame loads (with a loading line, so the box is never a blank card and the link
 * is at hand on a slow connection), and takes the embed's place when it cannot load.
 */
function fallbackHtml(kind: SchedulerKind): string {
  const url = escape(schedulers[kind].url);
  return (
    `<div data-scheduler-fallback class="relative flex flex-1 flex-col items-center gap-4 rounded-2xl bg-brand-soft px-6 pt-16 pb-6 text-center sm:px-8 sm:pb-8">` +
    // Shown only while the frame loads (app/styles/features.css): never without JavaScript.
    `<p data-scheduler-loading class="items-center gap-3 font-medium text-ink"><span aria-hidden="true" class="size-5 shrink-0 rounded-full border-2 border-brand/25 border-t-brand motion-safe:animate-spin"></span>${escape(w.loadingText)}</p>` +
    `<p data-scheduler-fallback-text class="text-ink">${escape(w.fallbackText)}</p>` +
    `<p data-scheduler-unavailable-text hidden class="font-medium text-ink">${escape(w.unavailableText)}</p>` +
    `<a href="${url}" target="_blank" rel="noopener noreferrer" class="${buttonClass("primary", "lg")}">${escape(w.fallbackCta)}<span class="sr-only">${escape(w.newTabHint)}</span></a>` +
    `</div>`
  );
}

/**
 * A scheduler embed (DECISIONS 9), built by us: the server's HTML holds the scheduling link; the
 * `scheduler` enhancer (./scheduler.enhancer.ts) adds the frame when it comes into
 * sight, without React. Its inside belongs to the enhancer: React renders it on the server only
 * (public pages never hydrate, docs/decisions/020).
 */
export function SchedulerEmbed({ kind, title }: { kind: SchedulerKind; title: string }) {
  return (
    <div
      {...enhance("scheduler")}
      data-scheduler={kind}
      data-title={title}
      className="scheduler-embed"
      // The frame's height is held from the first paint, so adding the frame moves nothing (CLS).
      style={{ "--embed-h": `${schedulers[kind].heights.mobile}px`, "--embed-h-wide": `${schedulers[kind].heights.desktop}px` } as CSSProperties}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: fallbackHtml(kind) }}
    />
  );
}
