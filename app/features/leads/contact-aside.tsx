import { contactAside as c } from "#content/pages/contact-aside";
import { testimonials } from "#content/testimonials";
import { TestimonialQuote } from "~/features/marketing/testimonial-quote";

/**
 * The second column of the contact-type pages (issue #16: balanced two-column pages): what happens
 * next as a numbered sequence, one client's words (the home page's testimonial card) and a short
 * note. It follows the form in the document, so on phones the form comes first.
 */
export function ContactAside({ steps, testimonial }: { steps: "message" | "chat"; testimonial: number }) {
  const t = testimonials[testimonial % testimonials.length];
  return (
    <aside aria-labelledby="next-heading" className="space-y-8 lg:sticky lg:top-24">
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
      {t && <TestimonialQuote testimonial={t} />}
      <p className="text-sm text-muted">{c.note}</p>
    </aside>
  );
}
