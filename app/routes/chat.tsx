import { CalendarDays } from "lucide-react";
import { site } from "#content/site";
import { paths } from "~/config/paths";
import { contactAction } from "~/features/leads/contact-action.server";
import { ContactForm } from "~/features/leads/contact-form";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/chat";

export const meta = () => pageMeta(paths.chat);

export const action = ({ request, context }: Route.ActionArgs) => contactAction("chat", request, context);

/**
 * 'Let's Talk' (SPEC §2 'Chat page'). The embedded scheduler is not built yet: the page links to
 * the scheduling page itself (the fallback DECISIONS 9 asks for), and the message form works.
 */
export default function Chat({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-16 py-28 sm:py-32">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Book a 15-Minute Chat</h1>
        <p className="mt-4 text-lg text-muted">A free, no-pressure call to see whether a strategy session is the right next step for your business.</p>
      </section>
      <section aria-labelledby="schedule-heading" className="rounded-3xl border border-slate-200 p-6 sm:p-8">
        <h2 id="schedule-heading" className="flex items-center gap-2 text-2xl font-bold">
          <CalendarDays aria-hidden="true" className="size-6 text-brand" />
          Pick a time
        </h2>
        <p className="mt-2 text-muted">The scheduler opens in a new tab.</p>
        <p className="mt-2 font-medium text-ink">Please double-check the time zone before you confirm.</p>
        <a href={site.scheduling.chat} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "lg", "mt-6")}>
          Open the scheduling page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </section>
      <section aria-labelledby="form-heading" className="max-w-3xl">
        <h2 id="form-heading" className="mb-6 text-2xl font-bold">
          Prefer to write first?
        </h2>
        <ContactForm form="chat" actionData={actionData} />
      </section>
    </div>
  );
}
