import { retryAfterOf } from "#app/infra/rate-limit.ts";
import { ctas } from "#content/navigation.ts";
import { contactPage as c } from "#content/pages/contact.ts";
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
import type { Route } from "./+types/contact";

export const meta = () => pageMeta(paths.contact);

export const loader = asideQuoteLoader(0);

/** The island's send, answered in JSON; a post without JavaScript goes on to the action (docs/leads.md 'One address per form'). */
export const middleware: Route.MiddlewareFunction[] = [leadSendMiddleware("contact")];

export const action = ({ request, context }: Route.ActionArgs) => contactAction("contact", request, context);

/** A 429 says its wait in Retry-After too (React Router applies an action's headers only through this). */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => retryAfterOf(actionHeaders);

/** Contact (SPEC §2): intro with a chat call to action, the written inquiry, other options, closing call. */
export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-16 py-28 sm:py-32">
      <PageIntro heading={c.heading} lead={c.lead}>
        <SiteLink to={paths.chat} className={buttonClass("primary", "lg", "mt-6")}>
          <ButtonLabel>{ctas.bookFreeChat}</ButtonLabel>
        </SiteLink>
      </PageIntro>
      <WithContactAside steps="message" testimonial={loaderData.quote}>
        <ContactFormSection form="contact" heading={c.inquiryHeading} headingId="inquiry-heading" actionData={actionData} />
      </WithContactAside>
      <section aria-labelledby="options-heading">
        <h2 id="options-heading" className="mb-6 text-2xl font-bold">
          {c.optionsHeading}
        </h2>
        <ContactOptions only={contactOptionSets.contact} />
      </section>
      <section className="rounded-card bg-brand p-8 text-white sm:p-12">
        <h2 className="text-2xl font-bold sm:text-3xl">{c.closing.heading}</h2>
        <p className="mt-2 max-w-2xl text-indigo-100">{c.closing.text}</p>
        <SiteLink to={paths.chat} className={buttonClass("light", "lg", "mt-6")}>
          {c.closing.cta}
        </SiteLink>
      </section>
    </div>
  );
}
