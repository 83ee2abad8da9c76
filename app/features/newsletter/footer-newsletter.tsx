import { NewsletterForm } from "./newsletter-form";

/** The sign-up above the footer on every page outside /insights (SPEC §2 'Footer'). */
export function FooterNewsletter() {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-brand-strong text-white" data-testid="footer-newsletter">
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <h2 id="newsletter-heading" className="text-2xl font-bold">
            Strategic Insights, in your inbox
          </h2>
          <p className="mt-2 text-indigo-100">Practical website strategy for founders and small businesses. No spam, unsubscribe any time.</p>
        </div>
        <NewsletterForm source="global_newsletter" tone="dark" />
      </div>
    </section>
  );
}
