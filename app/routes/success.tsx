import { Link } from "react-router";
import { ctas } from "#content/navigation.ts";
import { successPage as c } from "#content/pages/success.ts";
import { site } from "#content/site.ts";
import { paths } from "#app/config/paths.ts";
import { enhance } from "#app/browser/enhancers.ts";
import { orderStatusView, type OrderStatusView } from "#app/features/checkout/order-status.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { formatUsd } from "#app/lib/price.ts";
import { services } from "#app/services.server.ts";
import { buttonClass } from "#app/ui/button.ts";
import { SiteLink } from "#app/ui/site-link.tsx";
import { NextSteps, StatusPage } from "#app/ui/status-page.tsx";
import { noFooterNewsletter } from "#app/layout/newsletter-slot.tsx";
import type { Route } from "./+types/success";

/** DECISIONS 17: one clear next step here, not a sign-up. */
export const handle = noFooterNewsletter;

/** The tab says what the page says (a thank-you only for an order that is paid, on its way, or being confirmed). */
export const meta = ({ loaderData }: Route.MetaArgs) => {
  const descriptors = pageMeta(paths.success);
  const heading = loaderData?.order ? notPaidHeading(loaderData.order) : c.noOrder.title;
  return heading ? descriptors.map((d) => ("title" in d ? { title: `${heading} | ${site.companyName}` } : d)) : descriptors;
};

/**
 * /success?order=… shows the order as the server knows it (DECISIONS 8), rendered from the
 * database at once: an unpaid one is checked with Stripe in the background, through the same
 * idempotent step as the webhook, while the page says it is confirming and looks again by itself
 * (the order-status enhancer: no app needed) until the answer came. Without an order (the prerendered
 * page) it says nothing was bought and offers the ways on instead of the next steps.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get("order");
  return { order: await orderStatusView(services(), orderId), orderId: orderId?.slice(0, 64) ?? null };
}

export const headers = () => ({ "Cache-Control": "no-store" });

function statusText(order: OrderStatusView): { text: string; tone: "ok" | "wait" | "bad" } {
  if (order.confirming) return { text: c.status.confirming, tone: "wait" };
  switch (order.state) {
    case "paid":
      return { text: c.status.paid(order.productName ?? "your session", formatUsd(order.amountCents ?? 0)), tone: "ok" };
    case "processing":
      return { text: c.status.processing, tone: "wait" };
    case "created":
      return { text: c.status.pending, tone: "wait" };
    case "failed":
      return { text: c.status.failed, tone: "bad" };
    case "unknown":
      return { text: c.status.unknown, tone: "bad" };
    default:
      return { text: c.status.closed, tone: "bad" };
  }
}

/** The heading for an order that is neither paid, on its way, nor being confirmed; null for those. */
function notPaidHeading(order: OrderStatusView): string | null {
  if (order.confirming || order.state === "paid" || order.state === "processing") return null;
  if (order.state === "created") return c.headingNotPaid.pending;
  if (order.state === "failed") return c.headingNotPaid.failed;
  if (order.state === "unknown") return c.headingNotPaid.unknown;
  return c.headingNotPaid.closed;
}

/** Payment success (DECISIONS 4): the order's state, next steps, then on to scheduling. */
export default function Success({ loaderData }: Route.ComponentProps) {
  const order = loaderData?.order ?? null;
  const orderId = loaderData?.orderId ?? null;
  if (!loaderData?.orderId) return <NoOrder />;
  const status = order ? statusText(order) : null;
  return (
    <StatusPage title={(order && notPaidHeading(order)) ?? c.title} lead={!order || order.state === "paid" || order.state === "processing" ? c.lead : c.leadNotPaid}>
      {status && (
        <p
          role="status"
          data-order-state={order?.state}
          // Looked after while it is being confirmed, and remembered by this browser once it holds
          // money (order-status.enhancer.ts); an unpaid or failed order asks for no script.
          {...(order && orderId && notPaidHeading(order) === null ? { ...enhance("order-status"), "data-order-id": orderId } : {})}
          {...(order?.confirming ? { "data-order-confirming": "" } : {})}
          className={`mb-8 rounded-2xl p-5 text-center font-medium ${status.tone === "ok" ? "bg-emerald-50 text-emerald-900" : status.tone === "wait" ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-900"}`}
        >
          {status.text}
        </p>
      )}
      <NextSteps steps={c.steps} />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <SiteLink to={paths.strategyPrep} className={buttonClass("primary", "lg")}>
          {c.scheduleCta}
        </SiteLink>
        {order?.state === "failed" && order.productPath && (
          <SiteLink to={order.productPath} className={buttonClass("secondary", "lg")}>
            {c.retryCta}
          </SiteLink>
        )}
        <Link to={paths.homeAlias} className={buttonClass("secondary", "lg")} reloadDocument>
          {ctas.backToHome}
        </Link>
      </div>
    </StatusPage>
  );
}

/** /success without an order: nothing was bought, and where to go instead (issue 48). */
function NoOrder() {
  return (
    <StatusPage title={c.noOrder.title} lead={c.noOrder.lead}>
      <div className="flex flex-wrap justify-center gap-3">
        <SiteLink to={paths.strategyOptions} className={buttonClass("primary", "lg")}>
          {c.noOrder.optionsCta}
        </SiteLink>
        <SiteLink to={paths.chat} className={buttonClass("secondary", "lg")}>
          {ctas.bookFreeChat}
        </SiteLink>
        <Link to={paths.homeAlias} className={buttonClass("secondary", "lg")} reloadDocument>
          {ctas.backToHome}
        </Link>
      </div>
    </StatusPage>
  );
}
