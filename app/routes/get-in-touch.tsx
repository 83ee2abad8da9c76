import { retryAfterOf } from "#app/infra/rate-limit.ts";
import { ctas } from "#content/navigation.ts";
import { getInTouchPage as c } from "#content/pages/get-in-touch.ts";
import { paths } from "#app/config/paths.ts";
import { contactAction } from "#app/features/leads/contact-action.server.ts";
import { leadSendMiddleware } from "#app/features/leads/lead-route.server.ts";
import { WithContactAside } from "#app/features/leads/contact-aside.tsx";
import { ContactFormSection } from "#app/features/leads/contact-form-section.tsx";
import { asideQuoteLoader } from "#app/features/leads/aside-quote.server.ts";
import { ContactOptions, contactOptionSets } from "#app/features/leads/contact-options.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { ButtonLabel } from "#app/ui/button-label.tsx";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";
import { PageIntro } from "#app/ui/page-intro.tsx";
import type { Route } from "./+types/get-in-touch";

export const meta = () => pageMeta(paths.getInTouch);

export const loader = asideQuoteLoader(1);

/** The island's send, answered in JSON; a post without JavaScript goes on to the action (docs/leads.md 'One address per form'). */
export const middleware: Route.MiddlewareFunction[] = [leadSendMiddleware("get-in-touch")];

export const action = ({ request, context }: Route.ActionArgs) => contactAction("get-in-touch", request, context);

/** A 429 says its wait in Retry-After too (React Router applies an action's headers only through this). */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => retryAfterOf(actionHeaders);

/** For readers of the Insights (SPEC §2 'Get in touch'). */
export default function GetInTouch({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-16 py-28 sm:py-32">
      <PageIntro heading={c.heading} lead={c.lead} />
      <ul className="grid gap-4 md:grid-cols-3">
        {c.benefits.map((b) => (
          <li key={b.title} className="rounded-card border border-line p-6">
            <h2 className="text-lg font-semibold">{b.title}</h2>
            <p className="mt-2 text-muted">{b.text}</p>
          </li>
        ))}
      </ul>
      <WithContactAside steps="message" testimonial={loaderData.quote}>
        <ContactFormSection form="get-in-touch" heading={c.formHeading} actionData={actionData} />
      </WithContactAside>
      <section aria-labelledby="options-heading">
        <h2 id="options-heading" className="mb-6 text-2xl font-bold">
          {c.optionsHeading}
        </h2>
        <ContactOptions only={contactOptionSets.getInTouch} />
      </section>
      <section className="rounded-card bg-brand p-8 text-white sm:p-12">
        <h2 className="text-2xl font-bold sm:text-3xl">{c.closingHeading}</h2>
        <SiteLink to={paths.chat} className={buttonClass("light", "lg", "mt-6")}>
          <ButtonLabel>{ctas.bookFreeChat}</ButtonLabel>
        </SiteLink>
      </section>
    </div>
  );
}
