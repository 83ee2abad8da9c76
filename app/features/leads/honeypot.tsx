import type { Ref } from "react";
import { HONEYPOT_FIELD } from "#app/config/forms.ts";

/** The trap field of every lead form (SPEC §5): off-screen, skipped by keyboard, never filled by people. */
export function Honeypot({ id, inputRef }: { id: string; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Website</label>
      <input ref={inputRef} id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
