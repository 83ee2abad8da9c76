import { data, Link } from "react-router";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { ordersFilter } from "#app/features/admin/inbox-filter.server.ts";
import { OwnerTime } from "#app/features/admin/owner-time.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { bookingCheckLabel } from "#app/features/booking/booking-check.ts";
import { listBookings } from "#app/features/booking/bookings.server.ts";
import { productFor } from "#app/features/checkout/catalogue.ts";
import { orderStateLabel } from "#app/features/checkout/order-states.ts";
import { listOrders, recentEvents } from "#app/features/checkout/orders.server.ts";
import { formatUsd } from "#app/lib/price.ts";
import { services } from "#app/services.server.ts";
import { attributionsFor, describeAttribution } from "#app/features/analytics/attribution.server.ts";
import type { Route } from "./+types/admin.orders";

/** Orders with their payment states and what Stripe said, and the times booked in the schedulers (issue 14). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const { database } = services();
  // The dashboard's links (issue 25): orders paid in a period or from a channel, bookings in a period.
  const parsed = ordersFilter(url.searchParams);
  if (!parsed.ok) throw data({ userMessage: parsed.error }, { status: 400 });
  const { paidFrom, paidTo, channel, bookedFrom: bookedSince, bookedTo: bookedBefore } = parsed.filter;
  const orders = await listOrders(database, { limit: 200, paidFrom, paidTo, channel });
  const cameFrom = await attributionsFor(
    database,
    "submission",
    orders.flatMap((o) => (o.submission_id ? [o.submission_id] : [])),
  );
  const bookings = await listBookings(database, { limit: 200, from: bookedSince, to: bookedBefore });
  const bookedFrom = await attributionsFor(
    database,
    "booking",
    bookings.map((b) => b.id),
  );
  const events = await recentEvents(
    database,
    orders.map((o) => o.id),
  );
  const filtered = parsed.filtered;
  // The payment in Stripe's own dashboard (in its test area when the keys are test keys).
  const stripe = services().cfg.stripe;
  const paymentsBase = stripe ? `https://dashboard.stripe.com/${/_test_/.test(stripe.secretKey) ? "test/" : ""}payments/` : null;
  return {
    paymentsBase,
    orders: orders.map((o) => ({ ...o, came_from: describeAttribution(o.submission_id ? cameFrom[o.submission_id] : undefined) })),
    events,
    bookings: bookings.map((b) => ({ ...b, came_from: describeAttribution(bookedFrom[b.id]) })),
    filtered,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Orders and bookings" }, { name: "robots", content: "noindex, nofollow" }];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders, events, bookings, filtered, paymentsBase } = loaderData;
  const eventsOf = (id: string) => events.filter((e) => e.order_id === id);
  return (
    <AdminShell title="Orders and bookings">
      <p className="text-muted">
        An order is marked paid only when Stripe says so (its signed webhook, or this server asking it). The newest 200 below.{" "}
        <a href="/admin/export.csv?what=orders" className="font-semibold text-brand underline">
          Export orders (CSV)
        </a>{" "}
        ·{" "}
        <a href="/admin/export.csv?what=bookings" className="font-semibold text-brand underline">
          Export bookings (CSV)
        </a>
      </p>
      {filtered && (
        <p className="mt-2 font-medium" data-testid="list-filter">
          Filtered from the dashboard. <a href="/admin/orders" className="text-brand underline">Show all</a>
        </p>
      )}
      <h2 id="orders" className="mt-8 text-xl font-bold">
        Orders
      </h2>
      <AdminTable
        caption="Orders"
        captionHidden
        columns={["Created", "Product", "Amount", "Customer", "State", "Stripe events"]}
        minWidth="min-w-[52rem]"
        testId="orders"
        empty={{ when: orders.length === 0, text: "No orders yet." }}
        className="mt-4"
      >
        {orders.map((o) => (
          <tr key={o.id} className="border-b border-line align-top" data-order={o.id}>
            <td className="px-3 py-2">
              <OwnerTime iso={o.created_at} />
            </td>
            <td className="px-3 py-2">{productFor(o.product)?.name ?? o.product}</td>
            <td className="px-3 py-2">{formatUsd(o.amount_cents)}</td>
            <td className="px-3 py-2">
              {o.first_name} {o.last_name}
              <span className="block text-muted">{o.email}</span>
              {/* The strategy lead it came from: what the buyer wrote before paying. */}
              {o.submission_id && (
                <Link to={`/admin/submissions/${o.submission_id}`} className="text-sm font-semibold text-brand underline underline-offset-4">
                  Strategy lead
                </Link>
              )}
            </td>
            <td className="px-3 py-2">
              <span className="font-semibold" data-testid="order-state">
                {orderStateLabel[o.state]}
              </span>
              {o.paid_at && (
                <span className="block text-muted">
                  paid <OwnerTime iso={o.paid_at} />
                </span>
              )}
              {o.problem && <span className="block font-medium text-red-800">{o.problem}</span>}
              {o.payment_intent_id &&
                (paymentsBase ? (
                  <a href={`${paymentsBase}${encodeURIComponent(o.payment_intent_id)}`} target="_blank" rel="noopener noreferrer" className="block break-all text-xs text-brand underline">
                    {o.payment_intent_id}
                    <span className="sr-only"> (opens Stripe in a new tab)</span>
                  </a>
                ) : (
                  <span className="block break-all text-xs text-muted">{o.payment_intent_id}</span>
                ))}
              <span className="block text-xs text-muted" data-testid="order-came-from">
                {o.came_from}
              </span>
            </td>
            <td className="px-3 py-2">
              <ul className="space-y-1 text-xs">
                {eventsOf(o.id).map((e) => (
                  <li key={e.id}>
                    {e.type}: {e.outcome}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </AdminTable>
      <h2 id="bookings" className="mt-10 text-xl font-bold">
        Bookings
      </h2>
      <p className="mt-1 text-muted">
        Times booked in the scheduler embeds on this site. A booking is never a payment: payments are the orders above. Only a booking marked verified was confirmed by
        the scheduler&apos;s API (CALENDLY_TOKEN); any other is what a browser reported, which anyone can forge. Open the invitee in your scheduler for the details.
      </p>
      <AdminTable
        caption="Bookings"
        captionHidden
        columns={["Booked", "Scheduler", "Checked", "Event", "Invitee"]}
        minWidth="min-w-[40rem]"
        testId="bookings"
        empty={{ when: bookings.length === 0, text: "No bookings yet." }}
        className="mt-4"
      >
        {bookings.map((b) => (
          <tr key={b.id} className="border-b border-line" data-booking={b.id}>
            <td className="px-3 py-2">
              <OwnerTime iso={b.created_at} />
            </td>
            <td className="px-3 py-2">
              {b.kind === "chat" ? "Free chat" : "Strategy session"}
              <span className="block text-xs text-muted">{b.came_from}</span>
            </td>
            <td className="px-3 py-2" data-testid="booking-check">
              {b.verified ? (
                <span className="font-semibold">{bookingCheckLabel.verified}</span>
              ) : (
                <span className="font-semibold text-red-800">{bookingCheckLabel.unverified}</span>
              )}
            </td>
            <td className="break-all px-3 py-2">{b.event_uri}</td>
            <td className="break-all px-3 py-2">{b.invitee_uri}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminShell>
  );
}
