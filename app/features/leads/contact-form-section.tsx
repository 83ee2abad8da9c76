import type { ContactActionData } from "./types";
import type { ContactFormKind } from "./payloads";
import ContactForm from "./contact-form.island";

/** A contact-type page's form under its heading (the three pages set it the same way). */
export function ContactFormSection({
  heading,
  headingId = "form-heading",
  form,
  actionData,
}: {
  form: ContactFormKind;
  actionData?: ContactActionData;
  heading: string;
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-6 text-2xl font-bold">
        {heading}
      </h2>
      <ContactForm form={form} actionData={actionData} />
    </section>
  );
}
