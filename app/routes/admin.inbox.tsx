import { data, Form, Link, useNavigation } from "react-router";
import { buttonClass, textLinkClass } from "#app/ui/button.ts";
import type { FormId } from "#app/db/schema.ts";
import { AdminShell, deliveryLabel, DeliveryTrouble } from "#app/features/admin/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { formIds } from "#app/config/lead-forms.ts";
import { inboxFormLabels } from "#app/features/admin/form-labels.ts";
import { inboxFilter, olderCursor } from "#app/features/admin/inbox-filter.server.ts";
import { OwnerSearchField } from "#app/features/admin/owner-search-field.tsx";
import { cutText } from "#app/lib/cut-text.ts";
import { useFormFollowsAddress } from "#app/features/admin/form-follows-address.ts";
import { inboxStatuses } from "#app/features/admin/inbox-statuses.ts";
import { heldLeadLabel } from "#app/features/admin/held-lead.ts";
import { OwnerTime, ownerTime } from "#app/features/admin/owner-time.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { sendStored, storedOffers } from "#app/features/admin/send-now.server.ts";
import { countDeliveriesByState, deliveriesFor, listSubmissions } from "#app/infra/repository.server.ts";
import { attributionsFor } from "#app/features/analytics/attribution.server.ts";
import { UNKNOWN_CHANNEL } from "#app/lib/attribution.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.inbox";
import { fieldClass } from "#app/ui/field.ts";

const forms: { key: FormId | ""; label: string }[] = [{ key: "", label: "All forms" }, ...formIds.map((key) => ({ key, label: inboxFormLabels[key] }))];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const svc = services();
  const { database } = svc;
  // The dashboard's links (issue 25): a period, a channel, leads only (not newsletter sign-ups).
  // A filter that is not right is said (400), not read as "everything" or as "nothing".
  const parsed = inboxFilter(url.searchParams);
  if (!parsed.ok) throw data({ userMessage: parsed.error }, { status: 400 });
  const { form, query = "", from, to, channel, leadsOnly, handled } = parsed.filter;
  // One row more than a page: whether there is an older page to link to.
  const rows = await listSubmissions(database, { ...parsed.filter, limit: INBOX_ROWS + 1 });
  // What the list shows, no more: the message's first 300 characters (the lead's page has it whole).
  const submissions = rows.slice(0, INBOX_ROWS).map(({ id, created_at, handled_at, held_until_paid, source, first_name, last_name, email, message }) => ({
    id,
    created_at,
    handled_at,
    held: held_until_paid === 1,
    source,
    first_name,
    last_name,
    email,
    message: message === null ? null : cutText(message, INBOX_MESSAGE_CHARS),
  }));
  const deliveries = await deliveriesFor(database, submissions.map((s) => s.id));
  const states: Record<string, string[]> = {};
  for (const d of deliveries) (states[d.submission_id] ??= []).push(deliveryLabel(d));
  // Where each lead came from (its visit's channel), beside it in the list.
  const attributions = await attributionsFor(database, "submission", submissions.map((s) => s.id));
  const channels = Object.fromEntries(Object.entries(attributions).map(([id, a]) => [id, a.channel]));
  const filter = [from && `from ${ownerTime(from)}`, to && `before ${ownerTime(to)}`, channel && `channel ${channel}`, leadsOnly && "leads and chats only"].filter(Boolean).join(", ");
  // Export CSV exports what the list shows: the same filters, the search included.
  const exportHref = `/admin/export.csv?${new URLSearchParams([["what", "submissions"], ...[...url.searchParams].filter(([k]) => ["form", "q", "status", "from", "to", "channel", "leads"].includes(k))])}`;
  // The dashboard's filter stays on when the owner searches within it (the form sends them again).
  const kept = [...url.searchParams].filter(([k]) => ["from", "to", "channel", "leads"].includes(k));
  const status = handled === undefined ? "" : handled ? "handled" : "new";
  return { submissions, states, channels, form: form ?? "", status, query, filter, kept, exportHref, totals: await countDeliveriesByState(database), stored: await storedOffers(svc), pages: pageLinks(url, rows.length > INBOX_ROWS ? submissions.at(-1) : undefined) };
}

/**
 * "Send all": the leads stored only while a webhook was not set, sent to the address it has now
 * (send-now.server.ts), when the owner asks. A setting the server does not know, or that has no
 * address (any more), is a 409 that says so; nothing is queued.
 */
export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(services(), request, url);
  const fd = await request.formData();
  const setting = fd.get("setting");
  if (fd.get("intent") !== "send-stored" || typeof setting !== "string") return data({ queued: null, notConfigured: false, understood: false }, { status: 400 });
  const sent = await sendStored(services(), setting);
  return sent === "not-configured" ? data({ queued: null, notConfigured: true, understood: true }, { status: 409 }) : { queued: sent.queued, notConfigured: false, understood: true };
}

/** The list shows this many at a time, newest first; the CSV export has them all. */
const INBOX_ROWS = 200;
/** A message's first characters in the list (two lines on a phone's card, one truncated line in the table). */
const INBOX_MESSAGE_CHARS = 300;

/** Links to the first page (when on a later one) and to the next, older one (when there is one), with the same filters. */
function pageLinks(url: URL, last: { created_at: string; id: string } | undefined) {
  const at = (older: string | null) => {
    const params = new URLSearchParams(url.searchParams);
    if (older) params.set("older", older);
    else params.delete("older");
    const query = params.toString();
    return `/admin/inbox${query ? `?${query}` : ""}`;
  };
  return { newest: url.searchParams.has("older") ? at(null) : null, older: last ? at(olderCursor(last)) : null };
}

/** A lead's deliveries as the list says them; a lead held since its checkout started has none yet, and says why. */
function deliveryCell(s: { id: string; held: boolean }, states: Record<string, string[]>) {
  if (s.held) return <span data-testid="held-lead">{heldLeadLabel}</span>;
  return (states[s.id] ?? []).join(", ") || "-";
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Inbox" }, { name: "robots", content: "noindex, nofollow" }];

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { submissions, states, channels, form, status, query, filter, kept, exportHref, totals, stored, pages } = loaderData;
  const navigation = useNavigation();
  // `search`: the list as filtered, also for the lead page's way back to it.
  const { form: filterForm, search } = useFormFollowsAddress();
  return (
    <AdminShell title="Inbox">
      <p className="text-muted" data-testid="delivery-totals">
        Deliveries: {totals.delivered ?? 0} delivered, {totals.pending ?? 0} waiting ({totals.retrying} of them after a failed try), {totals.failed ?? 0} failed,{" "}
        {totals.skipped ?? 0} stored only.
      </p>
      <DeliveryTrouble failed={totals.failed ?? 0} retrying={totals.retrying} />
      {actionData && (
        <p role="status" className={`mt-2 font-medium ${actionData.queued ? "text-emerald-800" : "text-red-800"}`} data-testid="stored-sent">
          {actionData.queued
            ? `Queued ${actionData.queued === 1 ? "1 lead" : `${actionData.queued} leads`} to send. Each row says when it is delivered.`
            : actionData.notConfigured
              ? "Nothing was sent: that webhook has no address now."
              : actionData.understood
                ? "Nothing was sent: there was nothing left to send (sent already, from another tab?)."
                : "Nothing was sent: that request was not one this page takes."}
        </p>
      )}
      {/* Leads kept while nothing was set to receive them, once their webhook is set: all of them
          at once, when the owner asks (the lead's page has the same button, lead by lead). */}
      {stored.map((o) => (
        <Form key={o.setting} method="post" className="mt-2 flex flex-wrap items-center gap-3 rounded-2xl border border-line p-4" data-testid="stored-offer">
          <p className="font-medium wrap-anywhere">
            {o.count === 1 ? "1 lead was" : `${o.count} leads were`} stored only while {o.variable} was not set. It is set now, to {o.target}.
          </p>
          <input type="hidden" name="setting" value={o.setting} />
          <button type="submit" name="intent" value="send-stored" disabled={navigation.state !== "idle"} className={buttonClass("primary", "md")}>
            {o.batch < o.count ? `Send the oldest ${o.batch} now` : o.count === 1 ? "Send it now" : `Send all ${o.count} now`}
          </button>
        </Form>
      ))}
      {filter && (
        <p className="mt-2 font-medium" data-testid="list-filter">
          Filtered from the dashboard: {filter}.{" "}
          <a href="/admin/inbox" className="text-brand underline">
            Show all
          </a>
        </p>
      )}
      <Form ref={filterForm} method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor="inbox-form" className="block text-sm font-medium">
            Form
          </label>
          <select key={search} id="inbox-form" name="form" defaultValue={form} className={fieldClass("compact")}>
            {forms.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-status" className="block text-sm font-medium">
            Status
          </label>
          <select key={search} id="inbox-status" name="status" defaultValue={status} className={fieldClass("compact")}>
            <option value="">All</option>
            {Object.entries(inboxStatuses).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <OwnerSearchField id="inbox-q" label="Search name, e-mail or message" query={query} className="grow" />
        <button type="submit" className={buttonClass("primary", "md")}>
          Filter
        </button>
        <a href={exportHref} className={buttonClass("secondary", "md")}>
          Export CSV
        </a>
      </Form>
      {submissions.length === 0 ? (
        <p className="mt-8 text-muted">No submissions match.</p>
      ) : (
        <>
          {/* On a phone, one card per lead with who and what first: the table's eight columns
              left only the time and the status on the screen, the name and the message off it.
              The table from 1024 px: between, its eight columns scrolled and the Delivery column
              was cut ('Stored only (not forwardec', issue 48). */}
          <ul aria-label="Submissions" className="mt-6 space-y-3 lg:hidden" data-testid="inbox-cards">
            {submissions.map((s) => (
              // The whole card answers a tap (the name's link stretched over it), and the link's
              // name is the person's, not the card's every word.
              <li key={s.id} className="relative rounded-2xl border border-line p-4 hover:border-brand has-active:bg-brand-soft" data-testid="inbox-card">
                <p className="flex items-baseline justify-between gap-3">
                  <Link
                    to={`/admin/submissions/${s.id}`}
                    state={{ inboxSearch: search }}
                    className="min-w-0 font-semibold text-brand underline wrap-anywhere after:absolute after:inset-0 after:rounded-2xl after:content-['']"
                  >
                    {s.first_name} {s.last_name}
                  </Link>
                  <span className="shrink-0 text-sm">{s.handled_at ? "Handled" : <strong>New</strong>}</span>
                </p>
                <p className="text-sm text-muted wrap-anywhere">{s.email}</p>
                {s.message && <p className="mt-2 line-clamp-2 text-sm text-ink wrap-anywhere">{s.message}</p>}
                <p className="mt-2 text-xs text-muted">
                  <OwnerTime iso={s.created_at} /> · {s.source} · {channels[s.id] ?? UNKNOWN_CHANNEL} · {deliveryCell(s, states)}
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden lg:block">
            <AdminTable caption="Submissions" captionHidden columns={["Received", "Status", "Source", "Channel", "Name", "E-mail", "Message", "Delivery"]} minWidth="min-w-[60rem]">
              {submissions.map((s) => (
                <tr key={s.id} className="border-b border-line align-top" data-testid="inbox-row">
                  <td className="whitespace-nowrap px-3 py-2">
                    <Link to={`/admin/submissions/${s.id}`} state={{ inboxSearch: search }} className="font-medium text-brand underline">
                      <OwnerTime iso={s.created_at} />
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2" data-testid="inbox-status">
                    {s.handled_at ? (
                      <>
                        Handled <OwnerTime iso={s.handled_at} day />
                      </>
                    ) : (
                      <strong>New</strong>
                    )}
                  </td>
                  <td className="px-3 py-2">{s.source}</td>
                  <td className="px-3 py-2" data-testid="inbox-channel">
                    {channels[s.id] ?? UNKNOWN_CHANNEL}
                  </td>
                  <td className="px-3 py-2">
                    {s.first_name} {s.last_name}
                  </td>
                  <td className="px-3 py-2">{s.email}</td>
                  <td className="max-w-xs truncate px-3 py-2">{s.message ?? ""}</td>
                  <td className="min-w-[10rem] px-3 py-2">{deliveryCell(s, states)}</td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </>
      )}
      {(pages.newest || pages.older) && (
        <nav aria-label="Inbox pages" className="mt-6 flex flex-wrap gap-x-6 gap-y-2" data-testid="inbox-pages">
          {pages.newest && (
            <Link to={pages.newest} className={textLinkClass()}>
              ← Newest
            </Link>
          )}
          {pages.older && (
            <Link to={pages.older} className={textLinkClass()}>
              Older {INBOX_ROWS} →
            </Link>
          )}
        </nav>
      )}
    </AdminShell>
  );
}
