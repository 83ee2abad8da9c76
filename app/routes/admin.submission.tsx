import { useEffect, useState } from "react";
import { buttonClass, textLinkClass } from "#app/ui/button.ts";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { telOf } from "#app/features/admin/tel.ts";
import { site } from "#content/site.ts";
import { AdminShell, deliveryLabel } from "#app/features/admin/admin-shell.tsx";
import { heldLeadDetail } from "#app/features/admin/held-lead.ts";
import { OwnerTime, ownerTime } from "#app/features/admin/owner-time.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { getSubmission, markHandled } from "#app/infra/repository.server.ts";
import { sendNow, sendNowOffer } from "#app/features/admin/send-now.server.ts";
import { services } from "#app/services.server.ts";
import { attributionOf, describeAttribution } from "#app/features/analytics/attribution.server.ts";
import type { Route } from "./+types/admin.submission";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const svc = services();
  const found = await getSubmission(svc.database, params.id);
  if (!found) throw data("Not found", { status: 404 });
  // Each delivery's button, if any: "Retry now", or "Send now" for one stored only (send-now.server.ts).
  const offers = Object.fromEntries(found.deliveries.map((d) => [d.id, sendNowOffer(svc.cfg, d)]));
  return { ...found, offers, cameFrom: describeAttribution(await attributionOf(svc.database, "submission", found.submission.id)) };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  await requireAdmin(services(), request, url);
  const svc = services();
  const fd = await request.formData();
  // Marked handled, or new again (the inbox's status).
  const handled = fd.get("handled");
  if (handled !== null) {
    if (handled !== "yes" && handled !== "no") return data({ sent: null, handledSaved: false }, { status: 400 });
    const found = await markHandled(svc.database, params.id, handled === "yes");
    return data({ sent: null, handledSaved: found }, { status: found ? 200 : 404 });
  }
  const deliveryId = String(fd.get("delivery") ?? "");
  const delivery = (await getSubmission(svc.database, params.id))?.deliveries.find((d) => d.id === deliveryId);
  if (!delivery) return data({ sent: null, handledSaved: false }, { status: 404 });
  const sent = await sendNow(svc, delivery);
  return data({ sent, handledSaved: false }, { status: sent === "not-configured" ? 409 : 200 });
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Submission" }, { name: "robots", content: "noindex, nofollow" }];

/** One submission as stored (visitors' text shown as text, never as HTML) and its deliveries. */
export default function SubmissionDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { submission: s, deliveries, cameFrom, offers } = loaderData;
  const navigation = useNavigation();
  // The inbox's filters, when the owner came from it (the link's history state). Read after the
  // first render: the server's HTML has no history state, and the browser's first render must
  // match it (a reload keeps the state).
  const { state } = useLocation();
  const [inboxSearch, setInboxSearch] = useState("");
  useEffect(() => {
    const from: unknown = state;
    setInboxSearch(typeof from === "object" && from !== null && "inboxSearch" in from && typeof from.inboxSearch === "string" && from.inboxSearch.startsWith("?") ? from.inboxSearch : "");
  }, [state]);
  const fields: [string, string | null][] = [
    // As the inbox writes it, in the owner's time zone (the stored time is to the millisecond, in UTC).
    ["Received", ownerTime(s.created_at)],
    ["Form", s.form],
    ["Source", s.source],
    ["Name", `${s.first_name} ${s.last_name}`],
    ["E-mail", s.email],
    ["Phone", s.phone],
    ["Message", s.message],
    ["User agent", s.user_agent],
    ["Came from", cameFrom],
    ["Status", s.handled_at ? `Handled (marked ${ownerTime(s.handled_at)})` : "New: not handled yet"],
  ];
  return (
    <AdminShell title={`${s.first_name} ${s.last_name}`}>
      <p className="mb-6 flex flex-wrap gap-x-6 gap-y-2">
        {/* Back to the list as it was filtered, when the owner came from it. */}
        <Link to={`/admin/inbox${inboxSearch}`} className={textLinkClass()}>
          ← Back to the inbox
        </Link>
        {/* The owner's next step with a lead: answering it, from their own mail program or phone. */}
        <a
          href={`mailto:${encodeURIComponent(s.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: your message to ${site.companyName}`)}`}
          className={textLinkClass()}
        >
          Reply by e-mail
        </a>
        {s.phone && /\d/.test(s.phone) && (
          <a href={`tel:${telOf(s.phone)}`} className={textLinkClass()}>
            Call {s.phone}
          </a>
        )}
      </p>
      {/* The confirmation takes the place the button had, and the button moves after it: a
          second tap on the same spot (a double tap on a phone) lands on the words instead of
          undoing what the first did. The button is also off while a change is on its way. */}
      <Form method="post" className="mb-6 flex flex-wrap items-center gap-3">
        {actionData?.handledSaved && (
          <span role="status" className="inline-flex min-h-11 items-center text-emerald-800">
            {s.handled_at ? "Marked as handled." : "Marked as not handled."}
          </span>
        )}
        <input type="hidden" name="handled" value={s.handled_at ? "no" : "yes"} />
        <button type="submit" disabled={navigation.state !== "idle"} className={buttonClass("secondary", "md")}>
          {s.handled_at ? "Mark as not handled" : "Mark as handled"}
        </button>
      </Form>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        {fields.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd className="whitespace-pre-wrap wrap-anywhere" data-testid={`field-${k}`}>
              {v ?? "-"}
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 text-xl font-bold">Deliveries</h2>
      {s.held_until_paid === 1 && (
        <p className="mt-2 font-medium" data-testid="held-lead">
          {heldLeadDetail}
        </p>
      )}
      {(actionData?.sent === "retried" || actionData?.sent === "sent") && (
        <p role="status" className="mt-2 text-emerald-800">
          {actionData.sent === "sent" ? "Queued to send." : "Queued to send again."}
        </p>
      )}
      <ul className="mt-4 space-y-3">
        {deliveries.map((d) => (
          <li key={d.id} className="rounded-2xl border border-line p-4" data-testid="delivery">
            <p className="font-semibold">
              {d.channel === "email" ? "E-mail" : "Webhook"} to {d.target}: {deliveryLabel(d)}
            </p>
            <p className="text-sm text-muted">
              Attempts: {d.attempts}
              {d.state === "pending" && d.attempts > 0 && (
                <>
                  , next try <OwnerTime iso={d.next_attempt_at} />
                </>
              )}
              {d.delivered_at && (
                <>
                  , delivered <OwnerTime iso={d.delivered_at} />
                </>
              )}
            </p>
            {d.last_error && <p className="text-sm text-red-800">Last error: {d.last_error}</p>}
            {offers[d.id] && (
              <Form method="post" className="mt-2">
                <input type="hidden" name="delivery" value={d.id} />
                <button type="submit" className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white">
                  {offers[d.id] === "send" ? "Send now" : "Retry now"}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
