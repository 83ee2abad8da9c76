import type { Field } from "~/boot/api";

/**
 * What the visitor did before the app started (recorded by the boot runtime,
 * app/boot/held-input.ts): the values typed into fields, and the taps on buttons that were held
 * because no handler was attached yet. Once the app has hydrated, both are given to it, so
 * nothing done early is lost.
 */

/**
 * Gives a field its value back through the events typing fires. Hydration resets controlled
 * fields to the app's (empty) state, and React's change tracking remembers the value it saw at
 * hydration (which may already be the typed one), so the tracked value is first set to
 * something else through the element's own setter; the change event then reaches the form's
 * onChange.
 */
function replayTyped(field: Field, saved: string | boolean) {
  if (typeof saved === "boolean") {
    const box = field as HTMLInputElement;
    box.checked = !saved;
    box.click();
    return;
  }
  field.value = saved === "" ? " " : "";
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
  if (setter) setter.call(field, saved);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Restores typed values, then replays held taps in order, each in a task of its own so the app
 * has handled one (a dialog opened, a button disabled while sending) before the next.
 * Resolves to what was given back.
 */
export async function replayBeforeBoot(): Promise<{ fields: number; clicks: number }> {
  const record = window.siteBoot?.takeHeld();
  if (!record) return { fields: 0, clicks: 0 };
  let fields = 0;
  for (const [field, saved] of record.fields) {
    if (!field.isConnected || field.disabled) continue;
    replayTyped(field, saved);
    fields++;
  }
  let clicks = 0;
  for (const control of record.clicks) {
    await nextTask();
    if (!control.isConnected || (control as HTMLButtonElement).disabled) continue;
    control.click();
    clicks++;
  }
  return { fields, clicks };
}
