import type { ReactNode } from "react";
import { contactAside as c } from "#content/pages/contact-aside.ts";
import type { Testimonial } from "#content/testimonials.ts";
import { TestimonialQuote } from "#app/features/marketing/testimonial-quote.tsx";
import { OwnerPortrait } from "#app/ui/owner-portrait.tsx";

/**
 * `testimonial`: one quote, the page's data (./aside-quote.server.ts: the list of quotes stays on
 * the server). `portrait`: the owner's card at the top (the chat page: who you will talk to).
 */
type AsideProps = { steps: "message" | "chat"; testimonial: Testimonial; portrait?: boolean };

/**
 * The two columns of the contact-type pages (issue #16: balanced two-column pages): the page's
 * form (children) in three fifths from 1024 px, the aside beside it in the other two. The aside
 * follows the form in the document, so on phones the form comes first.
 */
export function WithContactAside({ children, ...aside }: AsideProps & { children: ReactNode }) {
  return (
    <div className="grid items-start gap-16 lg:grid-cols-5 lg:gap-12">
      <div className="space-y-16 lg:col-span-3">{children}</div>
      <div className="lg:col-span-2 lg:h-full">
        <ContactAside {...aside} />
      </div>
    </div>
  );
}

/** The second column: what happens next as a numbered sequence, one client's words (the home page's testimonial card) and a short note. */
function ContactAside({ steps, testimonial, portrait = false }: AsideProps) {
  return (
    <aside aria-labelledby="next-heading" className="space-y-8 lg:sticky lg:top-24">
      {portrait && <OwnerPortrait variant="aside" />}
      <div className="rounded-card bg-surface p-6 sm:p-8">
        <h2 id="next-heading" className="text-xl font-bold">
          {c.nextHeading}
        </h2>
        <ol className="mt-4 space-y-4">
          {c[steps].map((s, i) => (
            <li key={s} className="flex gap-3">
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">
                {i + 1}
              </span>
              <span className="text-muted">{s}</span>
            </li>
          ))}
        </ol>
      </div>
      <TestimonialQuote testimonial={testimonial} />
      <p className="text-sm text-muted">{c.note}</p>
    </aside>
  );
}
