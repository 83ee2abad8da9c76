import type { CSSProperties } from "react";
import { schedulerWords as w } from "#content/scheduler.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { buttonClass } from "#app/ui/button.ts";
import { schedulers, type SchedulerKind } from "./scheduler.ts";

const escape = (s: string) => s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The link that is in the server's HTML: it works without JavaScript, and takes the embed's place when it cannot load. */
function fallbackHtml(kind: SchedulerKind): string {
  const url = escape(schedulers[kind].url);
  return (
    `<div data-scheduler-fallback class="flex flex-col items-center gap-4 rounded-2xl bg-brand-soft p-6 text-center sm:p-8">` +
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
