import { leadForms } from "#app/config/lead-forms.ts";
import type { ContactActionData } from "./types.ts";
import type { ContactFormId } from "./kinds/contact.ts";
import ContactForm from "./contact-form.island.tsx";

/** A contact-type page's form under its heading (the three pages set it the same way). */
export function ContactFormSection({
  heading,
  headingId = "form-heading",
  form,
  actionData,
  intro,
}: {
  form: ContactFormId;
  actionData?: ContactActionData;
  heading: string;
  headingId?: string;
  /** A line under the heading; with it, the heading and line stand beside the form from 1024 px (a full-width row, the chat page). */
  intro?: string;
}) {
  // The island renders the form whose id it is given, with what that form has of its own.
  const { source, thankYouTitle } = leadForms[form];
  const island = <ContactForm form={form} source={source} thankYouTitle={thankYouTitle} actionData={actionData} />;
  if (intro) {
    return (
      <section aria-labelledby={headingId} className="grid gap-6 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-2">
          <h2 id={headingId} className="text-2xl font-bold">
            {heading}
          </h2>
          <p className="mt-2 text-muted">{intro}</p>
        </div>
        <div className="lg:col-span-3">{island}</div>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-6 text-2xl font-bold">
        {heading}
      </h2>
      {island}
    </section>
  );
}
