/**
 * What the visitor typed before the app started (recorded by the boot script,
 * server/html/deferred-boot.ts). Hydration resets controlled fields to the app's state, so once
 * the app runs each such field gets its value back through the same events typing fires: the
 * forms' state then holds it, and nothing typed early is lost.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    __typedBeforeBoot?: { fields: Map<Field, string | boolean>; stop: () => void };
  }
}

/**
 * Gives a field its value back through the events typing fires. React's change tracking
 * remembers the value it saw at hydration (which may already be the typed one, while the
 * app's state is still empty), so the tracked value is first set to something else through
 * the element's own setter; the change event then reaches the form's onChange.
 */
function replay(field: Field, saved: string | boolean) {
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

export function restoreTypedBeforeBoot(): number {
  const record = window.__typedBeforeBoot;
  if (!record) return 0;
  record.stop();
  delete window.__typedBeforeBoot;
  let restored = 0;
  for (const [field, saved] of record.fields) {
    if (!field.isConnected || field.disabled) continue;
    replay(field, saved);
    restored++;
  }
  return restored;
}
