import { nextTask } from "./tasks";

/**
 * Taps on controls the app owns (form buttons) made before it started are held by the boot
 * runtime (app/boot/held-input.ts). Once the app has hydrated they are given to it, in order,
 * each in a task of its own so the app has handled one (a button disabled while sending) before
 * the next. Typed text needs nothing: the forms' fields are the browser's
 * (docs/decisions/011-form-fields-owned-by-the-dom.md), so what was typed is simply there.
 */

/** Replays the held taps; resolves to how many were given back. */
export async function replayBeforeBoot(): Promise<{ clicks: number }> {
  const record = window.siteBoot?.takeHeld();
  if (!record) return { clicks: 0 };
  let clicks = 0;
  for (const control of record.clicks) {
    await nextTask();
    if (!control.isConnected || (control as HTMLButtonElement).disabled) continue;
    control.click();
    clicks++;
  }
  return { clicks };
}
