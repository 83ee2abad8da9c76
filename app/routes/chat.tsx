import { retryAfterOf } from "#app/infra/rate-limit.ts";
import { CalendarDays } from "lucide-react";
import { chatPage as c } from "#content/pages/chat.ts";
import { paths } from "#app/config/paths.ts";
import { contactAction } from "#app/features/leads/contact-action.server.ts";
import { leadSendMiddleware } from "#app/features/leads/lead-route.server.ts";
import { SchedulerEmbed } from "#app/features/booking/scheduler-embed.tsx";
import { WithContactAside } from "#app/features/leads/contact-aside.tsx";
import { ContactFormSection } from "#app/features/leads/contact-form-section.tsx";
import { asideQuoteLoader } from "#app/features/leads/aside-quote.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PageIntro } from "#app/ui/page-intro.tsx";
import type { Route } from "./+types/chat";

export const meta = () => pageMeta(paths.chat);

export const loader = asideQuoteLoader(2);

/** The island's send, answered in JSON; a post without JavaScript goes on to the action (docs/leads.md 'One address per form'). */
export const middleware: Route.MiddlewareFunction[] = [leadSendMiddleware("chat")];

export const action = ({ request, context }: Route.ActionArgs) => contactAction("chat", request, context);

/** A 429 says its wait in Retry-After too (React Router applies an action's headers only through this). */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => retryAfterOf(actionHeaders);

/**
 * 'Let's Talk' (SPEC §2 'Chat page'): the scheduler embed for the 30-minute event (its link in
 * the HTML, the frame added on sight: DECISIONS 9), the time-zone note, and the message form.
 */
export default function Chat({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-16 py-28 sm:py-32">
      <PageIntro heading={c.heading} lead={c.lead} />
      {/* The scheduler beside who you will talk to and what happens next (their heights match);
          the form below across the page, so no column is left half empty. */}
      <WithContactAside steps="chat" testimonial={loaderData.quote} portrait>
        <section aria-labelledby="schedule-heading" className="rounded-card border border-line p-6 sm:p-8">
          <h2 id="schedule-heading" className="flex items-center gap-2 text-2xl font-bold">
            <CalendarDays aria-hidden="true" className="size-6 text-brand" />
            {c.schedule.heading}
          </h2>
          <p className="mt-2 font-medium text-ink">{c.schedule.timeZoneNote}</p>
          <div className="mt-6">
            <SchedulerEmbed kind="chat" title={c.schedule.embedTitle} />
          </div>
        </section>
      </WithContactAside>
      <ContactFormSection form="chat" heading={c.formHeading} intro={c.formIntro} actionData={actionData} />
    </div>
  );
}
