import { ctas } from "#content/navigation";
import { contactPage as c } from "#content/pages/contact";
import { paths } from "~/config/paths";
import { contactAction } from "~/features/leads/contact-action.server";
import { WithContactAside } from "~/features/leads/contact-aside";
import { ContactFormSection } from "~/features/leads/contact-form-section";
import { asideQuoteLoader } from "~/features/leads/aside-quote.server";
import { ContactOptions, contactOptionSets } from "~/features/leads/contact-options";
import { pageMeta } from "~/lib/meta";
import { buttonClass } from "~/ui/button";
import { SiteLink } from "~/ui/site-link";
import type { Route } from "./+types/contact";

export const meta = () => pageMeta(paths.contact);

export const loader = asideQuoteLoader(0);

export const action = ({ request, context }: Route.ActionArgs) => contactAction("contact", request, context);

/** Contact (SPEC §2): intro with a chat call to action, the written inquiry, other options, closing call. */
export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-16 py-28 sm:py-32">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{c.heading}</h1>
        <p className="mt-4 text-lg text-muted">{c.lead}</p>
        <SiteLink to={paths.chat} className={buttonClass("primary", "lg", "mt-6")}>
          {ctas.bookFreeChat}
        </SiteLink>
      </section>
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
