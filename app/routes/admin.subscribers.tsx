import { data, Form } from "react-router";
import { buttonClass } from "#app/ui/button.ts";
import { useFormFollowsAddress } from "#app/features/admin/form-follows-address.ts";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { OwnerTime } from "#app/features/admin/owner-time.tsx";
import { requireAdmin } from "#app/features/admin/session.server.ts";
import { searchOf } from "#app/features/admin/owner-search.ts";
import { OwnerSearchField } from "#app/features/admin/owner-search-field.tsx";
import { countSubscribers, listSubscribers, removeSubscriber } from "#app/infra/repository.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/admin.subscribers";

/** The most the page lists (the CSV holds every one). */
const SUBSCRIBERS_SHOWN = 500;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(services(), request, url);
  const { database } = services();
  const search = searchOf(url.searchParams);
  if (!search.ok) throw data({ userMessage: search.error }, { status: 400 });
  const { query } = search;
  // The newest few hundred on the page (those the search finds, when there is one); the CSV holds every one.
  return { subscribers: await listSubscribers(database, { limit: SUBSCRIBERS_SHOWN, query }), total: await countSubscribers(database), query };
}

/** Unsubscribes one person from this list, as they asked (by e-mail, by phone). */
export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin(services(), request, url);
  const fd = await request.formData();
  const id = fd.get("remove");
  if (typeof id !== "string" || id === "" || id.length > 100) return data({ removed: null, gone: false }, { status: 400 });
  const removed = await removeSubscriber(services().database, id);
  return data({ removed, gone: !removed }, { status: removed ? 200 : 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Admin - Subscribers" }, { name: "robots", content: "noindex, nofollow" }];

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, total, query } = loaderData;
  const { form: filterForm } = useFormFollowsAddress();
  return (
    <AdminShell title="Subscribers">
      <p className="text-muted">
        {total} subscriber{total === 1 ? "" : "s"}
        {query
          ? `; ${subscribers.length === SUBSCRIBERS_SHOWN ? `the newest ${SUBSCRIBERS_SHOWN} found below (search more closely for the rest)` : `${subscribers.length} found`}`
          : total > subscribers.length
            ? ` (the newest ${subscribers.length} below)`
            : ""}
        .{" "}
        <a href="/admin/export.csv?what=subscribers" className="font-semibold text-brand underline">
          Export CSV
        </a>
      </p>
      {actionData?.gone && (
        <p role="status" className="mt-3 rounded-xl bg-amber-50 p-4 font-medium text-amber-900">
          That subscriber was already removed.
        </p>
      )}
      {actionData?.removed && (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900">
          Removed {actionData.removed} from the subscribers. If your newsletter tool has them too (the sign-ups are forwarded to it), unsubscribe them there as well.
        </p>
      )}
      <Form ref={filterForm} method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
        <OwnerSearchField id="subscribers-q" label="Search e-mail or name" query={query} className="grow sm:grow-0" />
        <button type="submit" className={buttonClass("primary", "md")}>
          Search
        </button>
      </Form>
      <AdminTable
        caption="Newsletter subscribers"
        captionHidden
        columns={["E-mail", "Name", "First source", "First sign-up", "Latest sign-up", "Sign-ups", "Unsubscribe"]}
        minWidth="min-w-[48rem]"
        empty={{ when: subscribers.length === 0, text: query ? "No subscriber matches." : "No subscribers yet." }}
      >
        {subscribers.map((s) => (
          <tr key={s.id} className="border-b border-line">
            <td className="px-3 py-2">{s.email}</td>
            <td className="px-3 py-2">
              {s.first_name} {s.last_name}
            </td>
            <td className="px-3 py-2">{s.source}</td>
            <td className="px-3 py-2">
              <OwnerTime iso={s.first_signup_at} />
            </td>
            <td className="px-3 py-2">
              <OwnerTime iso={s.latest_signup_at} />
            </td>
            <td className="px-3 py-2">{s.signup_count}</td>
            <td className="px-3 py-2">
              {/* Asked once more in the browser: a removal cannot be undone here. */}
              <Form
                method="post"
                onSubmit={(e) => {
                  if (!window.confirm(`Remove ${s.email} from the subscribers?`)) e.preventDefault();
                }}
              >
                <button type="submit" name="remove" value={s.id} className="min-h-10 rounded-full border border-red-800 px-4 text-sm font-semibold text-red-800" aria-label={`Remove ${s.email}`}>
                  Remove
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminShell>
  );
}
