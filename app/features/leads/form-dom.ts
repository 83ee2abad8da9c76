import { useEffect, useEffectEvent, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * The lead forms' fields are uncontrolled: the DOM owns what the visitor typed, React owns
 * errors, counters and statuses. Pages are HTML first and a form's island wakes at the first
 * input (docs/decisions/020), so a visitor may type for a second or more before React exists; a
 * controlled field's first re-render writes React's (empty) state over what was typed, and
 * React restores every controlled field to its state after each change event. A field React
 * never writes to cannot lose a character, however the island's wake and the typing
 * interleave. These helpers read the fields when the island needs them.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (el: unknown): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/** A field's current value (disabled fields included, unlike FormData), or "" when absent. */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const el = form.elements.namedItem(name);
  return isField(el) ? el.value : "";
}

/** The named fields' current values. */
export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) out[name] = fieldValue(form, name);
  return out;
}

/**
 * When the visitor started on a form that the app found already touched (typed into or
 * focused before it started): the page's first input as the browser recorded it (Event
 * Timing's `first-input` entry: the first key press or tap), else now. The 2 s fill-time check
 * (SPEC §5) then counts the time the visitor really spent, not only the time since the app
 * started.
 */
export function firstInputTime(now = Date.now()): number {
  const entry = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("first-input")[0] : undefined;
  if (!entry) return now;
  const ago = performance.now() - entry.startTime;
  // A clock that is not the browser's (a test's fake timers) can make this meaningless.
  return ago > 0 && ago <= performance.now() ? now - ago : now;
}

/**
 * Runs once, when the form is first in the page with React running (its island woken, or opened),
 * with the form element: state derived from the fields (counters, the fill clock, errors of
 * fields edited since) starts from what they hold, which may have been typed before the island
 * woke.
 */
export function useFormMounted(ref: RefObject<HTMLFormElement | null>, onMounted: (form: HTMLFormElement) => void) {
  const run = useEffectEvent(onMounted);
  useEffect(() => {
    if (ref.current) run(ref.current);
  }, [ref]);
}

/** Whether the visitor is in the form now (focus moved into it before its island woke). */
export const hasFocusWithin = (form: HTMLFormElement) => form.contains(document.activeElement);

/**
 * After a send, the form's fields and button (disabled while it ran) had dropped the focus to the
 * page: it goes to the first field the answer names (`field`), or back to the submit button,
 * unless the visitor has moved on meanwhile. Call it once the form is enabled again (flushSync).
 */
export function refocusAfterSend(form: HTMLFormElement, field?: string, options?: FocusOptions): void {
  const active = document.activeElement;
  if (active && active !== document.body && !form.contains(active)) return;
  const target = (field ? form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`) : null) ?? form.querySelector<HTMLElement>('button[type="submit"]');
  target?.focus(options);
}

/**
 * The fields a check on submit found wrong when its message is SPEC's toast, not a line under a
 * field (rules.ts, SecurityFailure.fields): marked invalid until edited, so the field says so to
 * a screen reader too, and the first is focused, so the visitor is taken to what to fix.
 */
export function useFlaggedFields() {
  const [flagged, setFlagged] = useState<readonly string[]>([]);
  return {
    /** Marks these fields (rendered before the focus moves) and focuses the first. */
    flag(form: HTMLFormElement, fields: readonly string[] = []) {
      flushSync(() => setFlagged(fields));
      if (fields[0]) form.querySelector<HTMLElement>(`[name="${CSS.escape(fields[0])}"]`)?.focus();
    },
    /** A field edited loses its mark. */
    edited(name: string) {
      if (flagged.includes(name)) setFlagged((f) => f.filter((n) => n !== name));
    },
    isFlagged: (name: string) => flagged.includes(name),
  };
}
