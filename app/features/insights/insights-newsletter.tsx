import { insightsNewsletter as words } from "#content/pages/insights.ts";
import NewsletterForm from "#app/features/newsletter/newsletter-form.island.tsx";
import { buttonClass } from "#app/ui/button.ts";
import { insightsNewsletterIds as ids } from "./page-ids.ts";

/**
 * The sign-up after the Insights pages' content (SPEC §2; source insights_newsletter, stored
 * and forwarded like the footer's, DECISIONS 5), with its own success dialog (SPEC §4: 'On the
 * insights pages a success dialog opens'). The footer's sign-up is hidden on these pages
 * (app/layout/newsletter-slot.tsx).
 */
export function InsightsNewsletter() {
  return (
    <section aria-labelledby={ids.heading} className="bg-brand-strong text-white" data-testid="insights-newsletter">
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <h2 id={ids.heading} className="text-2xl font-bold">
            {words.heading}
          </h2>
          <p className="mt-2 text-indigo-100">{words.text}</p>
        </div>
        <NewsletterForm source="insights_newsletter" tone="dark" subscribedDialogId={ids.subscribed} />
      </div>
      <dialog id={ids.subscribed} aria-labelledby={ids.subscribedTitle} aria-describedby={ids.subscribedText} closedby="any" className="modal-dialog text-center">
        <h2 id={ids.subscribedTitle} className="text-2xl font-bold text-ink">
          {words.success.title}
        </h2>
        <p id={ids.subscribedText} className="mt-3 text-muted">
          {words.success.text}
        </p>
        <button type="button" commandfor={ids.subscribed} command="close" className={buttonClass("primary", "md", "mt-6")}>
          {words.success.close}
        </button>
      </dialog>
    </section>
  );
}
