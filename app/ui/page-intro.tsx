import { FirstViewEnd } from "./first-view.tsx";
import type { ReactNode } from "react";
import { KeepHyphenatedWhole } from "./keep-whole.tsx";

/**
 * The opening of a form or booking page (contact, get in touch, chat, strategy prep): its one
 * `<h1>`, the lead beneath it, and what follows them (a button on /contact), kept to a reading
 * measure.
 */
export function PageIntro({ heading, lead, children }: { heading: string; lead: string; children?: ReactNode }) {
  return (
    <section className="max-w-3xl">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        <KeepHyphenatedWhole text={heading} />
      </h1>
      <p className="mt-4 text-lg text-muted">{lead}</p>
      {children}
      <FirstViewEnd />
    </section>
  );
}
