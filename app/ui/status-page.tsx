import { FirstViewEnd } from "./first-view.tsx";
import type { ReactNode } from "react";

/** Layout shared by the post-booking and post-payment pages. */
export function StatusPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className="container-page py-28 sm:py-32">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <div className="mt-4 text-lg text-muted">{lead}</div>
        <FirstViewEnd />
      </div>
      <div className="mx-auto mt-10 max-w-2xl">{children}</div>
    </section>
  );
}

export function NextSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="space-y-4">
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-4 rounded-2xl border border-line p-5">
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-white font-bold">
            {i + 1}
          </span>
          <span>
            <span className="block font-semibold">{s.title}</span>
            <span className="block text-muted">{s.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
