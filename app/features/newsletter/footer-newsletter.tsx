import NewsletterForm from "./newsletter-form.island.tsx";

/** The sign-up above the footer on every page outside /insights (SPEC §2 'Footer'). */
export function FooterNewsletter() {
  return (
    <section aria-labelledby="newsletter-heading" className="border-t border-line bg-surface py-12 sm:py-16" data-testid="footer-newsletter">
      {/* A white card on a light band (docs/design/brief.md 'Newsletter'): a softer ask than the
          brand-coloured call-to-action bands that end most pages, so the two never meet in the
          same colour (issue 24). */}
      <div className="container-page">
        <div className="grid gap-8 rounded-card border border-line border-t-4 border-t-accent bg-white p-6 text-ink shadow-card sm:p-10 lg:grid-cols-[1fr_2fr] lg:items-center">
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold">
              Strategic Insights, in your inbox
            </h2>
            <p className="mt-2 text-muted">Practical website strategy for founders and small businesses. No spam, unsubscribe any time.</p>
          </div>
          <NewsletterForm source="global_newsletter" tone="light" />
        </div>
      </div>
    </section>
  );
}
