import NewsletterForm from "./newsletter-form.island";

/** The sign-up above the footer on every page outside /insights (SPEC §2 'Footer'). */
export function FooterNewsletter() {
  return (
    <section aria-labelledby="newsletter-heading" className="border-t border-line bg-surface py-12 sm:py-16" data-testid="footer-newsletter">
      {/* A card on a light band (docs/design/brief.md): the page's last call-to-action band,
          often the same brand colour, stays a separate block above it. */}
      <div className="container-page">
        <div className="grid gap-8 rounded-card bg-brand-strong p-6 text-white shadow-lift sm:p-10 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <h2 id="newsletter-heading" className="text-2xl font-bold">
            Strategic Insights, in your inbox
          </h2>
          <p className="mt-2 text-indigo-100">Practical website strategy for founders and small businesses. No spam, unsubscribe any time.</p>
        </div>
        <NewsletterForm source="global_newsletter" tone="dark" />
        </div>
      </div>
    </section>
  );
}
